/**
 * The modules `npm run mutation` mutates, each with the tests that cover it (only those run, so
 * one module takes minutes, not the whole suite's half hour), and the surviving mutants judged
 * equivalent: a change of code that cannot change behaviour, each with the reason.
 *
 * An equivalent entry matches a mutant by mutator name and line (and, where one line holds
 * several mutants of one mutator, by the replacement text). The score leaves matched mutants
 * out; an entry that matches no surviving mutant fails the run, so the list cannot go stale
 * silently when the code moves.
 *
 * @typedef {{ line: number, mutator: string, replacement?: string, reason: string }} Equivalent
 * @typedef {{ mutate: string[], tests: string[], equivalent?: Equivalent[] }} MutationModule
 */

/** The statistics tests that reach the decision rule through `analyze`. */
const ANALYZE_TESTS = ["test/stats/analyze.test.ts", "test/stats/guardrails.test.ts", "test/stats/few-cases.test.ts", "test/stats/broken-pairs.test.ts"];

/** @type {Record<string, MutationModule>} */
export const MODULES = {
  decision: {
    mutate: ["src/stats/decision/decision.ts"],
    tests: ["test/stats/decision-rule.test.ts", ...ANALYZE_TESTS],
    equivalent: [
      {
        line: 35,
        mutator: "ConditionalExpression",
        reason: "short without its minimumCases !== null check: casesInRun < null compares with 0, and casesInRun is a count of cases (values.length, never negative), so it is false exactly when the check would have made it false",
      },
      {
        line: 80,
        mutator: "Regex",
        reason: 'the primary\'s method without the ^ anchor: "not estimated: " is only ever a prefix (unavailableMetric writes `not estimated: ${reason}`, every other method is a test name), and replace() removes the first match, which is then that prefix either way',
      },
      {
        line: 104,
        mutator: "Regex",
        reason: "a guardrail's method without the ^ anchor: as for the primary (line 80), the phrase is only ever the method's prefix, so both patterns remove the same text",
      },
    ],
  },
  mcnemar: { mutate: ["src/stats/hypothesis-tests/mcnemar.ts"], tests: ["test/stats/mcnemar.test.ts", "test/stats/small-tests.test.ts", "test/stats/reference-vectors.test.ts"] },
  "sign-flip": {
    mutate: ["src/stats/hypothesis-tests/sign-flip.ts"],
    tests: ["test/stats/sign-flip.test.ts", "test/stats/sign-flip-monte-carlo.test.ts", "test/stats/reference-vectors.test.ts", "test/stats/small-tests.test.ts"],
    equivalent: [
      {
        line: 147,
        mutator: "EqualityOperator",
        reason: "i <= n in the Monte Carlo word loop: only when n is a multiple of 32 does it run once more, drawing a word no case uses (end = n); the p-values keep their distribution, only the seeded stream shifts",
      },
      {
        line: 150,
        mutator: "AssignmentOperator",
        reason: "sum -= s·x: the negated sum of uniformly random signs has the same distribution as the sum (s and −s are equally likely patterns), so the Monte Carlo p-values are the same estimator",
      },
      {
        line: 150,
        mutator: "ArithmeticOperator",
        reason: "x / (1 − 2·bit): the divisor is exactly +1 or −1, so the quotient equals the product bit for bit",
      },
    ],
  },
  elision: {
    mutate: ["src/agent/elision.ts"],
    tests: [
      "test/agent/elision-compiles.test.ts",
      "test/agent/elision-store.test.ts",
      "test/agent/elision-phrases.test.ts",
      "test/agent/bytes/placeholders.test.ts",
      "test/agent/write-edit.test.ts",
      "test/agent/write-guards.test.ts",
    ],
    equivalent: [
      {
        line: 54,
        mutator: "EqualityOperator",
        reason: "findElisions looping one past the last line: lines[length] is undefined, so text is \"\", which no pattern matches (both need a comment opener or an ellipsis)",
      },
      {
        line: 55,
        mutator: "StringLiteral",
        reason: "the ?? \"\" fallback of lines[i] is never taken: i stays below lines.length and split() gives no holes",
      },
    ],
  },
  loop: {
    mutate: ["src/agent/loop.ts"],
    // The in-process unit tests with a fake model client; loop.test.ts, loop-stops.test.ts and
    // batch.test.ts cover the same through the SDK and the real tools, 10x slower per mutant.
    tests: ["test/agent/loop-unit.test.ts"],
    equivalent: [
      {
        line: 82,
        mutator: "ConditionalExpression",
        reason: "finalText taking b.text of every block: no other block type (tool_use, thinking, redacted_thinking, server tools) has a text field, and join() writes undefined as \"\"",
      },
    ],
  },
  write: {
    mutate: ["src/agent/tools/write.ts"],
    tests: [
      "test/agent/write-loads.test.ts",
      "test/agent/write-edit.test.ts",
      "test/agent/write-guards.test.ts",
      "test/agent/bytes/placeholders.test.ts",
      "test/agent/bytes/line-endings.test.ts",
      "test/agent/bytes/encoding.test.ts",
    ],
    equivalent: [
      {
        line: 96,
        mutator: "StringLiteral",
        reason: 'Buffer.from(text, ""): Node takes an empty encoding as none, that is UTF-8 (fromString: encoding.length === 0 → utf8), so the bytes are the same',
      },
    ],
  },
  edit: {
    mutate: ["src/agent/tools/edit.ts"],
    tests: [
      "test/agent/edit-loads.test.ts",
      "test/agent/edit-tool.test.ts",
      "test/agent/write-edit.test.ts",
      "test/agent/write-guards.test.ts",
      "test/agent/bytes/placeholders.test.ts",
      "test/agent/bytes/line-endings.test.ts",
      "test/agent/bytes/encoding.test.ts",
      "test/agent/bytes/final-newline.test.ts",
      "test/agent/bytes/fallback.test.ts",
      "test/agent/bytes/lookalike.test.ts",
      "test/agent/bytes/symlinks.test.ts",
    ],
    equivalent: [
      {
        line: 77,
        mutator: "EqualityOperator",
        reason: "overlapping with k >= 0: for k = 0, at[-1] is undefined, so at[k - 1]! + oldS.length is NaN and s < NaN is false; the k > 0 test only spells out what NaN already gives",
      },
      {
        line: 77,
        mutator: "ConditionalExpression",
        reason: "overlapping without its k > 0 test (true): as for k >= 0, the first occurrence compares with NaN (at[-1] is undefined), which is false, and every later k was already > 0",
      },
    ],
  },
  resume: {
    mutate: ["src/runner/resume.ts"],
    tests: ["test/runner/resume.test.ts", "test/runner/experiment-stages.test.ts"],
  },
  redact: {
    mutate: ["src/runner/redact.ts"],
    tests: ["test/runner/artifacts.test.ts", "test/runner/redact.test.ts"],
    equivalent: [
      {
        line: 38,
        mutator: "ConditionalExpression",
        reason: "redactFile without secrets: the early return only saves the read; redactText then returns the text unchanged and nothing is written",
      },
      {
        line: 49,
        mutator: "ConditionalExpression",
        reason: "redactTrialFiles without secrets: the early return only saves listing the files; redactFile returns at once for each",
      },
    ],
  },
  metrics: {
    mutate: ["src/metrics/from-trace.ts"],
    // The pure tests (events in, numbers out). repeated-calls.test.ts covers the same through
    // runAgent and bash, and made one run take hours; it stays in `npm test`.
    tests: ["test/metrics/from-trace.test.ts", "test/metrics/from-trace-fields.test.ts"],
    equivalent: [
      {
        line: 115,
        mutator: "UpdateOperator",
        reason: "epoch-- instead of epoch++: the epoch is only ever written into a repeat key, where it must differ after each workspace change and stay the same otherwise; 0, −1, −2… are as distinct as 0, 1, 2…, so the same calls count as repeats",
      },
      {
        line: 130,
        mutator: "ConditionalExpression",
        reason: "the switch's last clause (default: break) without its break: nothing follows it, so falling off the end of the switch is the same as breaking out of it",
      },
      {
        line: 136,
        mutator: "ConditionalExpression",
        reason: "wallMs with either null check (or both) replaced by true: start and end are set together by the first event (start ??= e.t; end = e.t), so both are null only for an empty trace, where end - start is null - null, which JavaScript evaluates to 0, the value the guard gives",
      },
      {
        line: 136,
        mutator: "LogicalOperator",
        reason: "start !== null || end !== null: start and end are null together or set together (both by the first event), so || and && agree on every trace",
      },
    ],
  },
  pricing: {
    mutate: ["src/providers/pricing.ts"],
    tests: ["test/providers/pricing.test.ts", "test/providers/pricing-override.test.ts", "test/providers/cost-echo.test.ts"],
    equivalent: [
      {
        line: 33,
        mutator: "StringLiteral",
        reason: 'readFileSync(path, "") gives a Buffer (an empty encoding is none), and JSON.parse turns its argument into a string with toString(), which decodes UTF-8: the same text',
      },
    ],
  },
};
