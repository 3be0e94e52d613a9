/**
 * The error for bad input (a file, a flag, an option): exit code 2, one line per problem.
 * Apart from errors.ts, which re-exports it, so that what needs only this class loads no YAML.
 */
export class InputError extends Error {
  readonly code = "FREECODE_INPUT_INVALID";
  readonly exitCode = 2;
  /** One line per problem (a message that lists several problems has one line each). */
  readonly problems: readonly string[];
  constructor(message: string, problems: readonly string[] = [message]) {
    super(message);
    this.name = "InputError";
    this.problems = problems;
  }
}
