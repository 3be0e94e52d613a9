/**
 * Groups alerts per recipient. The first alert for a recipient opens a window of
 * `coalesceWindowMs`; every alert for that recipient until the window closes joins the same
 * digest, which is sent when the window closes or as soon as it holds `maxDigestSize` alerts.
 */
// @ts-nocheck

export class Dispatcher {
  /**
   * @param {{ send(recipient: string, alerts: object[]): void }} transport
   * @param {{ coalesceWindowMs: number, maxDigestSize: number, quietHours: [number, number] | null }} config
   * @param {{ setTimeout: typeof setTimeout, clearTimeout: typeof clearTimeout, now: () => Date }} clock
   */
  constructor(transport, config, clock = { setTimeout, clearTimeout, now: () => new Date() }) {
    this.transport = transport;
    this.config = config;
    this.clock = clock;
    /** @type {Map<string, { alerts: object[], timer: unknown }>} */
    this.pending = new Map();
  }

  notify(recipient, alert) {
    if (this.#muted(alert)) return false;
    let digest = this.pending.get(recipient);
    if (!digest) {
      digest = { alerts: [], timer: null };
      digest.timer = this.clock.setTimeout(() => this.flush(recipient), this.config.coalesceWindowMs);
      this.pending.set(recipient, digest);
    }
    digest.alerts.push(alert);
    if (digest.alerts.length >= this.config.maxDigestSize) this.flush(recipient);
    return true;
  }

  flush(recipient) {
    const digest = this.pending.get(recipient);
    if (!digest) return;
    this.clock.clearTimeout(digest.timer);
    this.pending.delete(recipient);
    this.transport.send(recipient, digest.alerts);
  }

  flushAll() {
    for (const recipient of [...this.pending.keys()]) this.flush(recipient);
  }

  #muted(alert) {
    const quiet = this.config.quietHours;
    if (!quiet || alert.severity === "critical") return false;
    const hour = this.clock.now().getHours();
    const [start, end] = quiet;
    return start <= end ? hour >= start && hour < end : hour >= start || hour < end;
  }
}
