/** Types of bin/early-status.mjs (see there). */
export function showEarlyStatus(
  argv: string[],
  io?: { err?: Pick<NodeJS.WriteStream, "isTTY" | "write">; out?: Pick<NodeJS.WriteStream, "isTTY" | "write">; onExit?: (f: () => void) => void },
): boolean;
