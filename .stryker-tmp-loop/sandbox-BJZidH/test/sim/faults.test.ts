// @ts-nocheck
import Anthropic from "@anthropic-ai/sdk";
import { afterEach, describe, expect, it } from "vitest";
import { FAULT_KINDS, faultTag, parseFaultSpec, rollFault } from "../../src/sim/faults.ts";
import type { SimServer } from "../../src/sim/server.ts";
import { client, makeWorkspace, MODEL, serve, TOOLS } from "./helpers.ts";

const spec = { steps: [{ tools: [{ name: "bash", input: { command: "ls" } }] }, { final: "done" }] };
const messages: Anthropic.MessageParam[] = [{ role: "user", content: "go" }];

describe("faults as the real SDK meets them", () => {
  let server: SimServer | undefined;
  const lines: string[] = [];
  afterEach(async () => { await server?.close(); lines.length = 0; });
  const start = async (faults: Record<string, number>) => {
    server = await serve(spec, makeWorkspace({}), { faults, log: (l) => lines.push(l) });
    return server;
  };

  it("overloaded: HTTP 529 overloaded_error with a request-id, retried by the SDK", async () => {
    const s = await start({ overloaded: 1 });
    const err = await client(s, "fcsim_case-a_1", { maxRetries: 2 }).messages.create({ model: MODEL, max_tokens: 100, tools: TOOLS, messages }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Anthropic.APIError);
    const e = err as InstanceType<typeof Anthropic.APIError>;
    expect(e.status).toBe(529);
    expect(e.error).toMatchObject({ type: "error", error: { type: "overloaded_error" } });
    expect(e.requestID).toMatch(/^req_/);
    expect(lines.filter((l) => l.includes("fault=overloaded"))).toHaveLength(3); // 1 try + 2 retries
  });

  it("rate_limit: HTTP 429 RateLimitError carrying retry-after and retry-after-ms", async () => {
    const s = await start({ rate_limit: 1 });
    const err = await client(s).messages.create({ model: MODEL, max_tokens: 100, tools: TOOLS, messages }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Anthropic.RateLimitError);
    const e = err as InstanceType<typeof Anthropic.RateLimitError>;
    // One wait said twice: seconds × 1000 = ms.
    expect(Number(e.headers?.get("retry-after")) * 1000).toBe(Number(e.headers?.get("retry-after-ms")));
    expect(Number(e.headers?.get("retry-after-ms"))).toBeGreaterThan(0);
    expect(e.headers?.get("anthropic-ratelimit-requests-remaining")).toBe("0");
    expect(e.headers?.get("anthropic-ratelimit-requests-reset")).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(e.error).toMatchObject({ error: { type: "rate_limit_error" } });
  });

  it("a fault on some requests only: the SDK's retry goes through", async () => {
    // find a run seed whose first request of this trial is overloaded and second is not
    const seed = Array.from({ length: 200 }, (_, i) => i).find(
      (sd) => rollFault({ overloaded: 0.5 }, sd, "case-a:1", 1) === "overloaded" && rollFault({ overloaded: 0.5 }, sd, "case-a:1", 2) === null,
    )!;
    server = await serve(spec, makeWorkspace({}), { faults: { overloaded: 0.5 }, seed, log: (l) => lines.push(l) });
    const msg = await client(server, "fcsim_case-a_1", { maxRetries: 2 }).messages.create({ model: MODEL, max_tokens: 100, tools: TOOLS, messages });
    expect(msg.stop_reason).toBe("tool_use");
    expect(lines.map((l) => l.includes("fault=overloaded"))).toEqual([true, false]);
  });

  it("error_event: HTTP 200, then an SSE error event the SDK throws as an overloaded APIError (not retried)", async () => {
    const s = await start({ error_event: 1 });
    const stream = client(s, "fcsim_case-a_1", { maxRetries: 2 }).messages.stream({ model: MODEL, max_tokens: 100, tools: TOOLS, messages });
    const err = await stream.finalMessage().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Anthropic.APIError);
    const e = err as InstanceType<typeof Anthropic.APIError>;
    expect(e.status).toBeUndefined();
    expect(e.type).toBe("overloaded_error");
    expect(lines).toHaveLength(1);
  });

  it("error_event on a non-streaming request is a 529", async () => {
    const s = await start({ error_event: 1 });
    const err = await client(s).messages.create({ model: MODEL, max_tokens: 100, tools: TOOLS, messages }).catch((e: unknown) => e);
    expect((err as InstanceType<typeof Anthropic.APIError>).status).toBe(529);
  });

  it("stream_cut: the connection drops mid-stream without message_stop and the SDK raises", async () => {
    const s = await start({ stream_cut: 1 });
    const stream = client(s).messages.stream({ model: MODEL, max_tokens: 100, tools: TOOLS, messages });
    const seen: string[] = [];
    stream.on("streamEvent", (e) => seen.push(e.type));
    const err = await stream.finalMessage().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Anthropic.AnthropicError);
    expect(seen).toContain("message_start");
    expect(seen).not.toContain("message_stop");
  });

  it("stream_cut on a non-streaming request drops the connection: an APIConnectionError", async () => {
    const s = await start({ stream_cut: 1 });
    const err = await client(s).messages.create({ model: MODEL, max_tokens: 100, tools: TOOLS, messages }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Anthropic.APIConnectionError);
  });
});

describe("fault rolls and specs", () => {
  it("are reproducible and hit about their rate", () => {
    const rolls = Array.from({ length: 2000 }, (_, i) => rollFault({ overloaded: 0.2, stream_cut: 0.05 }, 3, "c:1", i + 1));
    expect(rolls).toEqual(Array.from({ length: 2000 }, (_, i) => rollFault({ overloaded: 0.2, stream_cut: 0.05 }, 3, "c:1", i + 1)));
    const over = rolls.filter((r) => r === "overloaded").length / 2000;
    const cut = rolls.filter((r) => r === "stream_cut").length / 2000;
    expect(over).toBeGreaterThan(0.16);
    expect(over).toBeLessThan(0.24);
    expect(cut).toBeGreaterThan(0.02); // 0.8 × 0.05 = 0.04 expected after the overloaded roll
    expect(cut).toBeLessThan(0.06);
    expect(rolls.every((r) => r === null || FAULT_KINDS.includes(r))).toBe(true);
  });

  it("are drawn per attempt: an infra retry of a trial meets fresh faults, each attempt reproducibly", () => {
    const rolls = (attempt: number) => Array.from({ length: 200 }, (_, i) => rollFault({ overloaded: 0.5 }, 3, faultTag("c", 7, attempt), i + 1));
    expect(faultTag("c", 7)).toBe("c:7");
    expect(faultTag("c", 7, 1)).toBe("c:7");
    expect(faultTag("c", 7, 2)).toBe("c:7:a2");
    expect(rolls(2)).toEqual(rolls(2));
    const differ = (a: number, b: number) => rolls(a).filter((r, i) => r !== rolls(b)[i]).length;
    // Independent draws at rate 0.5 disagree on about half of the requests.
    expect(differ(1, 2)).toBeGreaterThan(60);
    expect(differ(2, 3)).toBeGreaterThan(60);
  });

  it("parses the CLI spec and names what is wrong", () => {
    expect(parseFaultSpec("overloaded=0.2, stream_cut=0.05")).toEqual({ overloaded: 0.2, stream_cut: 0.05 });
    expect(parseFaultSpec("")).toEqual({});
    expect(() => parseFaultSpec("overload=0.2")).toThrow('unknown fault "overload" in "overload=0.2": use overloaded, rate_limit, error_event, stream_cut (e.g. overloaded=0.2,stream_cut=0.05)');
    expect(() => parseFaultSpec("rate_limit=2")).toThrow('fault rate_limit needs a rate between 0 and 1, got "2" (e.g. rate_limit=0.05)');
  });
});
