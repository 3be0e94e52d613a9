// @ts-nocheck
import { runAgentProcess } from "../agent-process.ts";
import type { AgentAdapter } from "./types.ts";

/** The built-in FreeCode reference agent, run as a child process. */
export const freecodeAdapter: AgentAdapter = {
  name: "freecode",
  run: (inv) => runAgentProcess(inv),
};
