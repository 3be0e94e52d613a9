/** Formats a digest as one message: a single alert verbatim, several as a counted list. */
// @ts-nocheck

export function formatDigest(alerts) {
  if (alerts.length === 1) return `[${alerts[0].severity}] ${alerts[0].title}`;
  const lines = alerts.map((a) => `- [${a.severity}] ${a.title}`);
  return `${alerts.length} alerts:\n${lines.join("\n")}`;
}

/** Writes messages to stdout; the production SMS and e-mail transports share this interface. */
export class ConsoleTransport {
  constructor(write = (line) => process.stdout.write(`${line}\n`)) {
    this.write = write;
  }

  send(recipient, alerts) {
    this.write(`to ${recipient}: ${formatDigest(alerts)}`);
  }
}
