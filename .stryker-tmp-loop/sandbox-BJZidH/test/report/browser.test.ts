/**
 * report.html in a real browser: Debian's headless Chromium (/usr/bin/chromium, apt package
 * `chromium`) driven through its command line — --dump-dom for the DOM after load,
 * --screenshot for the pixels, --enable-logging for console messages — so no browser-driver
 * package is needed. Skipped, with the reason printed, when Chromium is not installed.
 */
// @ts-nocheck

import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { writeReports } from "../../src/report/write.ts";
import { sampleView, writeRunFolder } from "./fixtures.ts";
import { countColour, readPng } from "./png.ts";

const CHROMIUM = process.env.FREECODE_CHROMIUM ?? "/usr/bin/chromium";
const present = existsSync(CHROMIUM);
if (!present) process.stderr.write(`test/report/browser.test.ts skipped: ${CHROMIUM} not found (apt-get install -y chromium, or set FREECODE_CHROMIUM)\n`);

/** Runs headless Chromium on a file; returns stdout and the console lines it logged. */
async function chromium(file: string, extra: string[]): Promise<{ stdout: string; console: string[] }> {
  const profile = mkdtempSync(join(tmpdir(), "fc-chromium-"));
  const r = await execa(CHROMIUM, [
    "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run", `--user-data-dir=${profile}`,
    "--enable-logging=stderr", "--v=0", ...extra, `file://${file}`,
  ], { reject: false, timeout: 90_000, env: { ...process.env, HOME: profile } });
  if (r.exitCode !== 0) throw new Error(`chromium exited ${r.exitCode}: ${r.stderr.slice(-1000)}`);
  return { stdout: r.stdout, console: r.stderr.split("\n").filter((l) => l.includes(":CONSOLE")) };
}

describe.skipIf(!present)("report.html in headless Chromium", () => {
  const view = sampleView();
  const dir = writeRunFolder(view);
  writeReports(dir, {});
  const html = join(dir, "report.html");
  const estimated = Object.entries(view.summary.metrics).filter(([, m]) => m.delta !== null && Number.isFinite(m.delta)).length;

  it("detects console errors at all (a page that breaks its CSP logs one)", async () => {
    const bad = join(dir, "bad.html");
    writeFileSync(bad, readFileSync(html, "utf8").replace("</body>", '<img src="http://example.invalid/x.png"></body>'));
    const { console } = await chromium(bad, ["--dump-dom"]);
    expect(console.join("\n")).toMatch(/Content Security Policy/);
  });

  it("loads with no console message and keeps the forest plot's markers in the DOM", async () => {
    const { stdout, console } = await chromium(html, ["--dump-dom"]);
    expect(console).toEqual([]);
    const forest = stdout.match(/<svg[^>]*class="forest"[\s\S]*?<\/svg>/)?.[0] ?? "";
    expect(forest.match(/<circle[^>]*class="marker /g)).toHaveLength(estimated);
    expect(stdout).toMatch(/<svg[^>]*class="cases"/);
  });

  it("paints the plots: the primary band and the markers' colours are on screen", async () => {
    const png = join(dir, "report.png");
    await chromium(html, [`--screenshot=${png}`, "--window-size=1000,2600"]);
    const img = readPng(readFileSync(png));
    expect([img.width, img.height]).toEqual([1000, 2600]);
    // The primary row's band is a 780 × 30 rectangle of its own colour.
    expect(countColour(img, "#fdf3c4")).toBeGreaterThan(780 * 30 * 0.8);
    // The lost case's marker and label are red; neutral markers grey.
    expect(countColour(img, "#cf222e")).toBeGreaterThan(40);
    expect(countColour(img, "#57606a")).toBeGreaterThan(40 * estimated);
  });
});
