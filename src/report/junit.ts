/**
 * junit.xml: one <testsuite> per arm and one <testcase> per case × arm, in the common JUnit
 * XML shape (the Ant/Surefire one CI systems read). A testcase
 * - fails (<failure>) when its case did not pass in a majority of the arm's counted trials —
 *   the same majority the per-case "flipped" flag and the gate use — with the tail of each
 *   failing check's output as the failure text;
 * - is an error (<error>) when every trial was an infrastructure error;
 * - passes otherwise; failing trials of a passing majority are listed in <system-out>.
 */
import { caseArmResults, type CaseArmResult, type TrialFailure } from "../results/failures.ts";
import type { RunView } from "./run-view.ts";
import { candidateArmId } from "../results/arms.ts";
import { esc } from "./svg.ts";
import { nounFor } from "../text/plural.ts";

function failureText(fs: readonly TrialFailure[]): string {
  return fs
    .map((f) => [`trial ${f.trial} (attempt ${f.attempt}, outcome ${f.outcome}): ${f.headline}`, ...f.checks.map((c) => `--- ${c.name} (tail of output)\n${c.tail}`)].join("\n"))
    .join("\n\n");
}

function testcase(suite: string, g: CaseArmResult): { xml: string; failed: boolean; error: boolean } {
  const open = `    <testcase classname="${esc(`${suite}.${g.arm}`)}" name="${esc(g.caseId)}" time="${g.seconds.toFixed(3)}">`;
  const props = `      <properties><property name="passes" value="${g.passes}/${g.counted}"/><property name="variant" value="${esc(g.variant)}"/></properties>`;
  const lines = [open, props];
  let failed = false;
  let error = false;
  if (g.counted === 0) {
    error = true;
    lines.push(`      <error type="InfraError" message="${esc(`${g.trials.length === 1 ? "its one trial" : `all ${g.trials.length} trials`} ended in ${nounFor(g.trials.length, "an infrastructure error", "infrastructure errors")}`)}">${esc(failureText(g.failures))}</error>`);
  } else if (!(g.passes > g.counted / 2)) {
    failed = true;
    const agentFailures = g.failures.filter((f) => !f.infra);
    const message = `${g.passes}/${g.counted} ${nounFor(g.counted, "trial")} passed; ${agentFailures[0]?.headline ?? "failed"}`;
    lines.push(`      <failure type="AgentFailure" message="${esc(message)}">${esc(failureText(g.failures))}</failure>`);
  } else if (g.failures.length > 0) {
    lines.push(`      <system-out>${esc(`${g.passes}/${g.counted} ${nounFor(g.counted, "trial")} passed (majority passed); failing trials:\n${failureText(g.failures)}`)}</system-out>`);
  }
  lines.push("    </testcase>");
  return { xml: lines.join("\n"), failed, error };
}

/** Renders junit.xml for a run. */
export function renderJunit(v: RunView): string {
  const { manifest: m } = v;
  const suites: string[] = [];
  const total = { tests: 0, failures: 0, errors: 0, time: 0 };
  // A multi-arm run: the baseline once (from arm 1's view), then one testsuite per candidate arm.
  const parts: Array<{ view: RunView; arm: "baseline" | "candidate"; name: string }> = v.arms
    ? [{ view: v.arms[0]!, arm: "baseline", name: "baseline" }, ...v.arms.map((a, i) => ({ view: a, arm: "candidate" as const, name: candidateArmId(i + 1) }))]
    : (["baseline", "candidate"] as const).map((arm) => ({ view: v, arm, name: arm }));
  for (const { view, arm, name } of parts) {
    const { manifest: m, summary: s } = view;
    const mine = caseArmResults(view.records, Object.keys(m.suite.cases)).filter((g) => g.arm === arm);
    const cases = mine.map((g) => testcase(m.suite.name, g));
    const failures = cases.filter((c) => c.failed).length;
    const errors = cases.filter((c) => c.error).length;
    const time = mine.reduce((t, g) => t + g.seconds, 0);
    total.tests += cases.length;
    total.failures += failures;
    total.errors += errors;
    total.time += time;
    const props = [
      ["variant", m.variants[arm].name], ...(m.variants[arm].agentCommit ? [["agentCommit", m.variants[arm].agentCommit!]] : []), ["provider", m.provider], ["model", m.model], ["runId", m.runId],
      ["decision", s.decision], ["trialsPerCase", String(m.trials)], ["seed", String(m.seed)],
      ...(m.outcome?.partial ? [["partial", m.outcome.partial]] : []),
      ...(s.integrity.infra ? [["infraErrors", `${s.integrity.infra[arm]} of ${s.integrity.infra[`${arm}Trials`]}`]] : []),
    ].map(([k, val]) => `      <property name="${esc(k!)}" value="${esc(val!)}"/>`);
    suites.push(
      `  <testsuite name="${esc(`${m.suite.name}.${name}`)}" tests="${cases.length}" failures="${failures}" errors="${errors}" skipped="0" time="${time.toFixed(3)}" timestamp="${esc(m.createdAt.slice(0, 19))}" hostname="freecode">`,
      "    <properties>", ...props, "    </properties>",
      ...cases.map((c) => c.xml),
      "  </testsuite>",
    );
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${esc(`freecode eval ${m.suite.name} ${m.runId}`)}" tests="${total.tests}" failures="${total.failures}" errors="${total.errors}" time="${total.time.toFixed(3)}">`,
    ...suites,
    "</testsuites>",
    "",
  ].join("\n");
}
