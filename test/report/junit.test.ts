import { describe, expect, it } from "vitest";
import { renderJunit } from "../../src/report/junit.ts";
import { manifest, parseXml, record, sampleView, walk, type XmlNode } from "./fixtures.ts";

const kids = (n: XmlNode, tag: string) => n.children.filter((c) => c.tag === tag);

describe("junit.xml", () => {
  it("parses as JUnit: testsuites > one testsuite per arm > one testcase per case, with consistent counts", () => {
    const root = parseXml(renderJunit(sampleView()));
    expect(root.tag).toBe("testsuites");
    const suites = kids(root, "testsuite");
    expect(suites.map((s) => s.attrib.name)).toEqual(["coding.baseline", "coding.candidate"]);
    let tests = 0;
    let failures = 0;
    for (const s of suites) {
      const cases = kids(s, "testcase");
      expect(cases.map((c) => c.attrib.name)).toEqual(["alpha", "beta", "gamma"]);
      expect(Number(s.attrib.tests)).toBe(cases.length);
      expect(Number(s.attrib.failures)).toBe(cases.filter((c) => kids(c, "failure").length).length);
      expect(Number(s.attrib.errors)).toBe(0);
      for (const c of cases) {
        expect(c.attrib.classname).toBe(s.attrib.name);
        expect(Number(c.attrib.time)).toBeGreaterThan(0);
      }
      tests += cases.length;
      failures += Number(s.attrib.failures);
    }
    expect(Number(root.attrib.tests)).toBe(tests);
    expect(Number(root.attrib.failures)).toBe(failures);
    expect(failures).toBe(1);
  });

  it("fails the case × arm that lost its majority, with the tail of the check's output", () => {
    const root = parseXml(renderJunit(sampleView()));
    const beta = walk(root).find((n) => n.tag === "testcase" && n.attrib.name === "beta" && n.attrib.classname === "coding.candidate")!;
    const failure = kids(beta, "failure")[0]!;
    expect(failure.attrib.message).toBe("0/2 trials passed; check failed");
    expect(failure.text).toContain("--- check (tail of output)");
    // The tail keeps the end of the output, where the verdict is, and drops the start.
    expect(failure.text).toContain("AssertionError: expected <total> & \"currency\" == 'EUR' ]]> bell\nFAILED (failures=1)");
    expect(failure.text).not.toContain("line 1 of noise\n");
    expect(failure.text).toContain("line 40 of noise");
  });

  it("reports an arm whose every trial was an infrastructure error as an error, and a minority of failures in system-out", () => {
    const records = [
      record({ caseId: "alpha", trial: 0, arm: "baseline" }), record({ caseId: "alpha", trial: 0, arm: "candidate", status: "infra_error" }),
      record({ caseId: "beta", trial: 0, arm: "baseline" }), record({ caseId: "beta", trial: 1, arm: "baseline" }), record({ caseId: "beta", trial: 2, arm: "baseline", pass: false }),
      record({ caseId: "beta", trial: 0, arm: "candidate" }), record({ caseId: "beta", trial: 1, arm: "candidate" }), record({ caseId: "beta", trial: 2, arm: "candidate" }),
    ];
    const root = parseXml(renderJunit(sampleView(records, manifest(["alpha", "beta"]))));
    const alpha = walk(root).find((n) => n.tag === "testcase" && n.attrib.name === "alpha" && n.attrib.classname === "coding.candidate")!;
    expect(kids(alpha, "error")[0]!.attrib.message).toBe("its one trial ended in an infrastructure error");
    expect(kids(alpha, "error")[0]!.text).toContain("infrastructure error: provider failed past retries: overloaded");
    const beta = walk(root).find((n) => n.tag === "testcase" && n.attrib.name === "beta" && n.attrib.classname === "coding.baseline")!;
    expect(kids(beta, "failure")).toHaveLength(0);
    expect(kids(beta, "system-out")[0]!.text).toMatch(/^2\/3 trials passed \(majority passed\); failing trials:\ntrial 2/);
    expect(kids(root, "testsuite")[1]!.attrib.errors).toBe("1");
  });
});
