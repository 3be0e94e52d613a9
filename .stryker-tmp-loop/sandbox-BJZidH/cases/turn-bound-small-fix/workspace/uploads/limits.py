"""Limits enforced by the upload endpoint."""

MAX_UPLOAD_MB = 25
ALLOWED_TYPES = ("image/png", "image/jpeg", "application/pdf")
ALLOWED_EXTENSIONS = (".png", ".jpg", ".jpeg", ".pfd")
CHUNK_SIZE_KB = 512
