export class ShopError extends Error {
  constructor(message, code) {
    super(message);
    this.name = "ShopError";
    this.code = code;
  }
}

export class NotFoundError extends ShopError {
  constructor(what) {
    super(`${what} not found`, "not_found");
    this.name = "NotFoundError";
  }
}

export class ValidationError extends ShopError {
  constructor(field, message) {
    super(`${field}: ${message}`, "invalid");
    this.name = "ValidationError";
    this.field = field;
  }
}
