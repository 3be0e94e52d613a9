/**
 * `freecode eval view` in a real browser: a real run (eval ab on the simulator), the viewer
 * started through the CLI, and Debian's headless Chromium (/usr/bin/chromium, apt package
 * `chromium`, installed by .ci/run) driven with playwright-core: open the run, click a case's
 * pair, see both transcripts; search the traces. Skipped, with the reason printed, when
 * Chromium is not installed (as test/report/browser.test.ts).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { execa, type ResultPromise } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser } from "playwright-core";
import { metricRows } from "../../src/report/rows.ts";
import { BIN, tempSuite } from "./helpers.ts";

const CHROMIUM = process.env.FREECODE_CHROMIUM ?? "/usr/bin/chromium";
const present = existsSync(CHROMIUM);
if (!present) process.stderr.write(`test/e2e/viewer-browser.test.ts skipped: ${CHROMIUM} not found (apt-get install -y chromium, or set FREECODE_CHROMIUM)\n`);
const scrubbed = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp" };

describe.skipIf(!present)("eval view in headless Chromium", () => {
  const t = tempSuite(["reconcile-currency"]);
  let server: ResultPromise | null = null;
  let browser: Browser | null = null;
  let url = "";
  let runId = "";

  beforeAll(async () => {
    const r = await execa(process.execPath, [BIN, "eval", "ab", t.suite, "--candidate", "env:FREECODE_READ_LINE_NUMBERS=1", "--trials", "1", "--json", "--sim-noise", "0", "--results-dir", t.results], { env: scrubbed, extendEnv: false, reject: false, cwd: t.dir });
    expect(r.exitCode).toBe(0);
    runId = readdirSync(t.results)[0]!;
    server = execa(process.execPath, [BIN, "eval", "view", t.results, "--port", "0"], { env: scrubbed, extendEnv: false, cwd: t.dir, reject: false });
    url = await new Promise<string>((ok, fail) => {
      let out = "";
      server!.stdout!.on("data", (d: Buffer) => {
        out += d.toString();
        const m = /at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
        if (m) ok(m[1]!);
      });
      server!.once("exit", () => fail(new Error(`eval view exited: ${out}`)));
    });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"], headless: true });
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    if (server?.pid) server.kill("SIGTERM");
  });

  it("opens the run, clicks a case, and shows both transcripts side by side with the divergence said", async () => {
    const page = await browser!.newPage();
    const errors: string[] = [];
    page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
    page.on("pageerror", (e) => errors.push(e.message));
    const outside: string[] = [];
    page.on("request", (req) => { if (!req.url().startsWith(url)) outside.push(req.url()); });
    await page.goto(url);
    await page.locator(`a.run-link[data-run="${runId}"]`).click();
    await expect.poll(() => page.locator("h3.verdict").textContent()).toMatch(/^verdict: (ADOPT|REJECT|INCONCLUSIVE)$/);
    expect(await page.locator("svg.forest circle.marker").count()).toBeGreaterThan(0);
    // the metric table states every figure as the terminal and markdown reports do (report/rows.ts):
    // same values, interval, p (Holm-adjusted for secondary metrics) and status
    const shown = await Promise.all((await page.locator("tr.metric-row").all()).map((row) => row.locator("td").allTextContents()));
    const report = metricRows(JSON.parse(readFileSync(join(t.results, runId, "summary.json"), "utf8")));
    expect(shown.map((cells) => cells.slice(1))).toEqual(report.map((m) => [m.baseline, m.candidate, m.delta, m.ci, m.p, m.status]));
    await page.locator('tr.case-row[data-case="reconcile-currency"] a.pair-link').first().click();
    await page.locator(".side[data-arm=candidate] .turn").first().waitFor();
    const base = await page.locator(".side[data-arm=baseline]").innerText();
    const cand = await page.locator(".side[data-arm=candidate]").innerText();
    for (const side of [base, cand]) {
      expect(side).toMatch(/turn 1 · stop tool_use · in \d+ out \d+/);
      expect(side).toMatch(/\n(read|grep|glob|bash) \{/); // a tool call with its input
      expect(side).toMatch(/→ (ok|error), \d+\/\d+ chars shown/); // and its result
    }
    expect(base).toContain("FREECODE_READ_LINE_NUMBERS=0");
    expect(cand).toContain("FREECODE_READ_LINE_NUMBERS=1");
    const note = await page.locator("p.divergence").innerText();
    expect(note).toMatch(/first divergence at turn \d+ \(marked\)|did the same tool calls/);
    if (note.startsWith("first divergence")) expect(await page.locator(".turn.diverge").count()).toBe(2);
    if (/first different tool call at turn \d+/.test(note)) expect(await page.locator(".turn.diverge-call:not(.diverge)").count()).toBe(2);
    // search over the traces
    await page.locator("#q").fill("read");
    await page.locator("#q").press("Enter");
    await expect.poll(() => page.locator("h2").textContent()).toMatch(/^\d+ hits? for “read”$/);
    expect(await page.locator("tr.hit").count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
  }, 120_000);
});
