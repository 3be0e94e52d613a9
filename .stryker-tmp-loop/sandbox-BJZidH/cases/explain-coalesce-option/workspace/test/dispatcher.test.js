// @ts-nocheck
import { test } from "node:test";
import assert from "node:assert/strict";
import { Dispatcher, normalizeConfig } from "../src/index.js";

function fakeClock(hour = 12) {
  const timers = [];
  return {
    timers,
    setTimeout: (fn, ms) => { const t = { fn, ms, cleared: false }; timers.push(t); return t; },
    clearTimeout: (t) => { if (t) t.cleared = true; },
    now: () => new Date(2024, 0, 1, hour),
    fire() { for (const t of timers.splice(0)) if (!t.cleared) t.fn(); },
  };
}

function recorder() {
  const sent = [];
  return { sent, send: (recipient, alerts) => sent.push([recipient, alerts.map((a) => a.title)]) };
}

test("alerts for one recipient within the window become one digest", () => {
  const clock = fakeClock();
  const transport = recorder();
  const d = new Dispatcher(transport, normalizeConfig({ coalesceWindowMs: 60_000 }), clock);
  d.notify("ana", { severity: "warning", title: "disk 91%" });
  d.notify("ana", { severity: "warning", title: "disk 93%" });
  d.notify("ben", { severity: "critical", title: "db down" });
  assert.deepEqual(transport.sent, []);
  assert.equal(clock.timers[0].ms, 60_000);
  clock.fire();
  assert.deepEqual(transport.sent, [["ana", ["disk 91%", "disk 93%"]], ["ben", ["db down"]]]);
});

test("a full digest is sent at once", () => {
  const transport = recorder();
  const d = new Dispatcher(transport, normalizeConfig({ maxDigestSize: 2 }), fakeClock());
  d.notify("ana", { severity: "warning", title: "a" });
  d.notify("ana", { severity: "warning", title: "b" });
  assert.deepEqual(transport.sent, [["ana", ["a", "b"]]]);
});

test("quiet hours hold back all but critical alerts", () => {
  const transport = recorder();
  const d = new Dispatcher(transport, normalizeConfig({ quietHours: [22, 7], maxDigestSize: 1 }), fakeClock(23));
  assert.equal(d.notify("ana", { severity: "warning", title: "w" }), false);
  assert.equal(d.notify("ana", { severity: "critical", title: "c" }), true);
  assert.deepEqual(transport.sent, [["ana", ["c"]]]);
});

test("defaults fill in missing keys", () => {
  assert.deepEqual(normalizeConfig({}), { coalesceWindowMs: 30_000, maxDigestSize: 20, quietHours: null });
});
