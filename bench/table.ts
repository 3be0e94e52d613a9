/**
 * The terminal table of `npm run bench` (cli-table3): one line per row with median, spread,
 * repeats, target, whether it is met and the 1-minute load average while it was measured
 * (start→end); the machine and load above it.
 */
import Table from "cli-table3";
import type { MachineInfo } from "./machine.ts";
import type { FigureRow } from "./results.ts";

const DIGITS: Record<string, number> = { ms: 0, s: 1, "%": 1, MB: 0, "trials/min": 1, "×": 1 };

/** A value in a row's unit, e.g. "812 ms", "3.4 s". */
export function formatValue(x: number, unit: string): string {
  return `${x.toFixed(DIGITS[unit] ?? 2)}${unit === "%" || unit === "×" ? "" : " "}${unit}`;
}

/** Renders the rows as a table (no colours, so the output is the same in a file as on a terminal). */
export function renderTable(rows: readonly FigureRow[]): string {
  const t = new Table({
    head: ["", "measure", "median", "spread (min–max)", "n", "target", "met", "load", "design / note"],
    style: { head: [], border: [] },
    colWidths: [4, 50, 13, 20, 4, 10, 5, 12, 58],
    wordWrap: true,
  });
  for (const r of rows) {
    const d = DIGITS[r.unit] ?? 2;
    const spreadText = r.value.n > 1 ? `${r.value.min.toFixed(d)}–${r.value.max.toFixed(d)}` : "";
    t.push([r.figure, r.measure, formatValue(r.value.median, r.unit), spreadText, String(r.value.n), r.target?.text ?? "", r.met === undefined ? "" : r.met ? "yes" : "NO", r.load ? `${r.load[0].toFixed(1)}→${r.load[1].toFixed(1)}` : "", r.note ?? ""]);
  }
  return t.toString();
}

/** One header line describing the machine and its load. */
export function machineLine(m: MachineInfo, loadEnd: readonly number[]): string {
  const load = (l: readonly number[]) => l.map((x) => x.toFixed(2)).join(" ");
  return `${m.cores} cores (${m.cpuModel}), ${Math.round(m.totalMemMb / 1024)} GB, Node ${m.node}, ${m.platform}; load average ${load(m.loadAvgStart)} at start, ${load(loadEnd)} at end`;
}
