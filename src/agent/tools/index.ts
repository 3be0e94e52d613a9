/** The reference agent's tool set, and its wire definitions (JSON Schema derived once from zod). */
import { z } from "zod";
import type Anthropic from "@anthropic-ai/sdk";
import { bashTool } from "./bash.ts";
import { editTool } from "./edit.ts";
import { globTool } from "./glob.ts";
import { grepTool } from "./grep.ts";
import { outputTool } from "./output.ts";
import { readTool } from "./read.ts";
import { writeTool } from "./write.ts";
import type { Tool } from "./types.ts";

/** Every tool, in the order the model sees them. */
export const TOOLS: readonly Tool<any>[] = [readTool, writeTool, editTool, bashTool, grepTool, globTool, outputTool];

/** Tools by name. */
export function toolMap(tools: readonly Tool<any>[] = TOOLS): Map<string, Tool<any>> {
  return new Map(tools.map((t) => [t.name, t]));
}

// zod's JSON Schema of each input schema, derived once per process: the conversion was a
// tenth of the agent's start-up, and the agent's start-up snapshot (cli/agent-snapshot.ts) holds
// the default tool set's already.
const jsonSchemas = new WeakMap<z.ZodType, Record<string, unknown>>();

/** The Messages API `tools` array for a tool set (no cache_control; request.ts adds it). Fresh objects on every call. */
export function toolDefinitions(tools: readonly Tool<any>[] = TOOLS): Anthropic.Messages.Tool[] {
  return tools.map((t) => {
    let schema = jsonSchemas.get(t.input);
    if (!schema) {
      const { $schema: _ignored, ...rest } = z.toJSONSchema(t.input, { io: "input" }) as Record<string, unknown>;
      schema = rest;
      jsonSchemas.set(t.input, schema);
    }
    return { name: t.name, description: t.description, input_schema: structuredClone(schema) as Anthropic.Messages.Tool.InputSchema };
  });
}

let inputKeys: Map<string, string[]> | undefined;

/** Each tool's input keys, from the same JSON Schema the model sees (for checking scripted calls). */
export function toolInputKeys(): ReadonlyMap<string, readonly string[]> {
  inputKeys ??= new Map(toolDefinitions().map((d) => [d.name, Object.keys(d.input_schema.properties ?? {})]));
  return inputKeys;
}
