/**
 * The agent an arm runs, fixed before the first trial. Today that is `agent:git=<ref>`
 * (adapters/git-ref.ts): a ref moves, so the run records and runs the commit it resolved to.
 */
// @ts-nocheck

import { InputError } from "../suite/errors.ts";
import { PACKAGE_ROOT } from "../suite/load.ts";
import { refBuild, type RefBuild } from "./adapters/git-ref.ts";
import type { Variant } from "./variant.ts";

/**
 * Pins a variant's `agent:git=<ref>` to a commit before the first trial: the ref is resolved
 * and built now (git-ref builds are shared, so trials then start at once), the variant runs
 * that commit in every trial whatever the ref does meanwhile, and the commit is recorded
 * (`agentCommit`, and in the name every report shows). A resume passes the stored variant:
 * the same specs keep the stored commit, so the run goes on with the agent it began with.
 * Other agents are returned unchanged.
 * @throws InputError when the ref is not a commit or its build fails: one usage error before
 *   any trial, instead of every trial ending as an infra error.
 */
export async function pinGitRef(v: Variant, stored?: Pick<Variant, "specs" | "agentCommit">, root: string = PACKAGE_ROOT): Promise<Variant> {
  if (!v.agent.startsWith("git=")) return v;
  const ref = v.agent.slice(4).trim();
  const same = stored?.agentCommit && JSON.stringify(stored.specs) === JSON.stringify(v.specs);
  const target = same ? stored.agentCommit! : ref;
  let build: RefBuild;
  try {
    build = await refBuild(target, root);
  } catch (err) {
    throw new InputError(`variant "${v.name}": agent:git=${ref}${same ? ` (commit ${target}, as the run began with)` : ""} cannot be built: ${(err as Error).message}`);
  }
  return { ...v, agent: `git=${build.commit}`, agentCommit: build.commit, name: `${v.name} @ ${build.commit.slice(0, 12)}` };
}
