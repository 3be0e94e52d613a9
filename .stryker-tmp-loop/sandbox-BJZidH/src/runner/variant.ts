/**
 * Variant specs (DESIGN §2): everything that differs between the two arms.
 *
 *   env:K=V[,K2=V2]   environment given to the agent process
 *   model:ID          the model id the agent uses
 *   agent:NAME        which agent adapter runs (`freecode` is built in)
 *   file:PATH         a YAML file with {name?, env?, model?, agent?}
 *
 * Specs are repeatable and combine left to right; a later spec's keys win over an earlier one's.
 */
// @ts-nocheck

import { readFileSync } from "node:fs";
import { z } from "zod";
import { resolveAdapter } from "./adapters/index.ts";
import { SECRET_NAME } from "./redact.ts";
import { checkAgentFlags } from "./variant-flags.ts";
import { InputError, parseYamlLocated, validateLocated } from "../suite/errors.ts";

export interface Variant {
  /** Human label, e.g. "env:FREECODE_READ_LINE_NUMBERS=1". */
  name: string;
  env: Record<string, string>;
  model?: string;
  agent: string;
  /** The specs as given, for the manifest. */
  specs: string[];
  /** `agent:git=<ref>`: the commit the ref resolved to when the run started (pin-agent.ts); `agent` then names that commit. */
  agentCommit?: string;
}

const VariantFile = z.strictObject({
  name: z.string().optional(),
  env: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]).transform(String)).optional(),
  model: z.string().optional(),
  agent: z.string().optional(),
});

const SPEC_HELP = "valid specs: env:K=V[,K2=V2], model:ID, agent:NAME[=ARG], file:path/to/variant.yaml";

function parseEnvSpec(body: string, spec: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const part of body.split(",")) {
    const eq = part.indexOf("=");
    const key = part.slice(0, eq).trim();
    if (eq <= 0 || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) {
      throw new InputError(`variant "${spec}": "${part}" is not K=V with K an environment variable name; ${SPEC_HELP}`);
    }
    env[key] = part.slice(eq + 1);
  }
  return env;
}

/**
 * Parses variant specs into one variant. An empty list is the agent's own defaults.
 * @throws InputError naming the spec and the valid forms.
 * @example parseVariant(["env:FREECODE_READ_LINE_NUMBERS=1"]).env // => {FREECODE_READ_LINE_NUMBERS: "1"}
 */
export function parseVariant(specs: readonly string[], defaultName = "defaults"): Variant {
  const v: Variant = { name: "", env: {}, agent: "freecode", specs: [...specs] };
  const names: string[] = [];
  for (const spec of specs) {
    const colon = spec.indexOf(":");
    const kind = colon > 0 ? spec.slice(0, colon) : "";
    const body = spec.slice(colon + 1);
    if (!body) throw new InputError(`variant "${spec}": empty value; ${SPEC_HELP}`);
    switch (kind) {
      case "env":
        Object.assign(v.env, parseEnvSpec(body, spec));
        names.push(spec);
        break;
      case "model":
        v.model = body;
        names.push(spec);
        break;
      case "agent":
        try {
          resolveAdapter(body);
        } catch (err) {
          throw new InputError(`variant "${spec}": ${(err as Error).message}`);
        }
        v.agent = body;
        names.push(spec);
        break;
      case "file": {
        let text: string;
        try {
          text = readFileSync(body, "utf8");
        } catch (err) {
          throw new InputError(`variant "${spec}": cannot read ${body}: ${(err as Error).message}`);
        }
        const f = validateLocated(parseYamlLocated(text, body), VariantFile);
        Object.assign(v.env, f.env ?? {});
        if (f.model) v.model = f.model;
        if (f.agent) v.agent = f.agent;
        names.push(f.name ?? spec);
        break;
      }
      default:
        throw new InputError(`variant "${spec}": unknown kind "${kind || spec}"; ${SPEC_HELP}`);
    }
  }
  // A misspelt flag or an invalid value would run an A/A (or end every trial as agent_error).
  if (v.agent === "freecode") checkAgentFlags(v.env, specs.join(" "));
  v.name = names.join(" ") || defaultName;
  return v;
}


/** A copy of the variant safe to store: values of secret-looking env keys replaced. */
export function redactVariant(v: Variant): Variant {
  const env = Object.fromEntries(Object.entries(v.env).map(([k, val]) => [k, SECRET_NAME.test(k) ? "[redacted]" : val]));
  const specs = v.specs.map((s) => (s.startsWith("env:") ? `env:${Object.entries(parseEnvSpec(s.slice(4), s)).map(([k, val]) => `${k}=${SECRET_NAME.test(k) ? "[redacted]" : val}`).join(",")}` : s));
  return { ...v, env, specs, name: v.name.split(" ").map((n) => (n.startsWith("env:") ? specs[v.specs.indexOf(n)] ?? n : n)).join(" ") };
}
