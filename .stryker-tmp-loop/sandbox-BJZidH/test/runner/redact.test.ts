// @ts-nocheck
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REDACTED, SECRET_NAME, redactFile, redactText, secretValues, storeTrial } from "../../src/runner/redact.ts";
import type { TrialRecord } from "../../src/results/record.ts";

describe("SECRET_NAME: which variables hold secrets", () => {
  it.each(["ANTHROPIC_API_KEY", "OPENAI_APIKEY", "KEY", "GITHUB_TOKEN", "TOKEN_X", "MY_SECRET", "DB_PASSWORD", "PASSWD", "GCP_CREDENTIALS", "AWS_CREDENTIAL", "BASIC_AUTH", "api_key"])(
    "%s is a secret",
    (name) => expect(SECRET_NAME.test(name)).toBe(true),
  );
  it.each(["FREECODE_MAX_TOKENS", "KEYBOARD", "MONKEY", "AUTHOR", "TOKENIZER", "PATH", "HOME", "SECRETARY_NAME", "XKEY"])(
    "%s is not",
    (name) => expect(SECRET_NAME.test(name)).toBe(false),
  );
});

describe("secretValues", () => {
  it("takes values of secret names from 8 characters up, no shorter, and never other names' values", () => {
    expect(
      secretValues({ API_KEY: "12345678", GITHUB_TOKEN: "1234567", MY_SECRET: "", PATH: "/usr/local/bin", AUTH: undefined, DB_PASSWORD: "hunter2hunter2" }),
    ).toEqual(["12345678", "hunter2hunter2"]);
  });
});

describe("redactText", () => {
  it("replaces every occurrence of every secret", () => {
    expect(redactText("a sk-12345678 b sk-12345678 c tok-abcdefgh", ["sk-12345678", "tok-abcdefgh"])).toBe(`a ${REDACTED} b ${REDACTED} c ${REDACTED}`);
    expect(REDACTED).toBe("[redacted]");
  });
  it("leaves text without a secret, and ignores an empty secret", () => {
    expect(redactText("nothing here", ["sk-12345678", ""])).toBe("nothing here");
  });
});

describe("redactFile", () => {
  const dir = () => mkdtempSync(join(tmpdir(), "fc-redact-"));
  it("rewrites a file holding a secret", () => {
    const f = join(dir(), "t.jsonl");
    writeFileSync(f, "key=sk-12345678\n");
    redactFile(f, ["sk-12345678"]);
    expect(readFileSync(f, "utf8")).toBe(`key=${REDACTED}\n`);
  });
  it("does not rewrite a clean file, and does not create a missing one", () => {
    const d = dir();
    const f = join(d, "clean.txt");
    writeFileSync(f, "clean\n");
    // An old mtime shows whether the file was written again.
    const old = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
    utimesSync(f, old, old);
    redactFile(f, ["sk-12345678"]);
    expect(statSync(f).mtimeMs).toBe(old.getTime());
    redactFile(join(d, "absent.txt"), ["sk-12345678"]);
    expect(existsSync(join(d, "absent.txt"))).toBe(false);
  });
});

describe("storeTrial", () => {
  function run() {
    const d = mkdtempSync(join(tmpdir(), "fc-store-"));
    mkdirSync(join(d, "traces"));
    mkdirSync(join(d, "diffs"));
    return d;
  }
  const secret = "sk-ant-0123456789";
  const raw = {
    caseId: "c",
    trial: 0,
    arm: "candidate",
    attempt: 1,
    status: "fail",
    error: `auth failed for ${secret}`,
    trace: "traces/c.0.candidate.a1-ab12.jsonl",
    diff: "diffs/c.0.candidate.a1-ab12.patch",
  } as unknown as TrialRecord;

  it("redacts the record and the trial's files, appends one line, returns the stored record", () => {
    const d = run();
    writeFileSync(join(d, raw.trace), `{"k":"${secret}"}\n`);
    writeFileSync(join(d, raw.diff), `+${secret}\n`);
    const file = join(d, "trials.jsonl");
    const stored = storeTrial(d, file, raw, [secret]);
    expect((stored as unknown as { error: string }).error).toBe(`auth failed for ${REDACTED}`);
    expect(readFileSync(file, "utf8")).toBe(`${JSON.stringify(stored)}\n`);
    expect(readFileSync(join(d, raw.trace), "utf8")).toBe(`{"k":"${REDACTED}"}\n`);
    expect(readFileSync(join(d, raw.diff), "utf8")).toBe(`+${REDACTED}\n`);
  });

  it("without secrets stores the record as given and leaves the files alone", () => {
    const d = run();
    writeFileSync(join(d, raw.trace), `{"k":"${secret}"}\n`);
    const file = join(d, "trials.jsonl");
    const stored = storeTrial(d, file, raw, []);
    expect(stored).toBe(raw);
    expect(readFileSync(file, "utf8")).toBe(`${JSON.stringify(raw)}\n`);
    expect(readFileSync(join(d, raw.trace), "utf8")).toBe(`{"k":"${secret}"}\n`);
  });
});
