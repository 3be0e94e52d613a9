/**
 * Judged answers of varying quality. A judged case's final answer is drawn from three
 * outcomes (chances in behaviour.ts):
 * - wrong: the case's wrong answer (`wrong-answer.md`), with chance answerWrong plus
 *   answerWrongPerUnseen for each need of the answer the model never saw (at most 1);
 * - missing one rubric point: the complete answer without the sentences that carry one of the
 *   judge's offline `must` patterns (chosen by the draw), with chance answerMissOne;
 * - complete: the trajectory's own final answer.
 * At noise 0 the answer is always complete.
 */
// @ts-nocheck

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { JudgeSpec } from "../suite/schema.ts";
import { chance, uniform } from "./behaviour.ts";

/** What the simulator knows about a judged case's answers. */
export interface JudgedAnswers {
  /** The case's wrong answer, or null when it has none (then wrong = two points missing). */
  wrong: string | null;
  /** The judge's offline `must` patterns (case-insensitive, multi-line regexes). */
  must: readonly string[];
}

export type AnswerQuality = "complete" | "missing-one" | "wrong";

/** Splits text into sentences and paragraphs, keeping their separators so they rejoin exactly. */
function sentences(text: string): string[] {
  return text.split(/(?<=[.!?:])(?=\s)|(?=\n\n)/);
}

/** The answer without every sentence holding pattern `p` (unchanged when none does). */
export function withoutPoint(text: string, p: string): string {
  const re = new RegExp(p, "im");
  return sentences(text).filter((s) => !re.test(s)).join("").trim();
}

/**
 * The quality drawn for this trial's answer.
 * @param unseen needs of the answering step the model never saw
 */
export function answerQuality(seed: number, noise: number, where: string, unseen: number): AnswerQuality {
  const pWrong = Math.min(1, chance("answerWrong", noise) + chance("answerWrongPerUnseen", noise) * unseen);
  const pMiss = chance("answerMissOne", noise);
  const u = uniform(seed, where, "answer");
  if (u < pWrong) return "wrong";
  if (u < pWrong + pMiss) return "missing-one";
  return "complete";
}

/** The answer text for a quality: the complete text, one rubric point dropped, or the wrong answer. */
export function shapeAnswer(text: string, quality: AnswerQuality, a: JudgedAnswers, seed: number, where: string): string {
  if (quality === "complete") return text;
  const present = a.must.filter((p) => new RegExp(p, "im").test(text));
  const drop = (t: string, k: number) => (present.length ? withoutPoint(t, present[k % present.length]!) : t);
  const k = Math.floor(uniform(seed, where, "answer-point") * Math.max(1, present.length));
  if (quality === "missing-one") return drop(text, k);
  return a.wrong ?? drop(drop(text, k), k + 1);
}

/** The answers of a loaded case: its judge's `must` patterns and `wrong-answer.md` beside case.yaml; undefined without a judge. */
export function judgedAnswersOf(c: { dir?: string; judge?: Pick<JudgeSpec, "offline"> }): JudgedAnswers | undefined {
  if (!c.judge) return undefined;
  const file = c.dir ? join(c.dir, "wrong-answer.md") : null;
  return { wrong: file && existsSync(file) ? readFileSync(file, "utf8").trim() : null, must: c.judge.offline.must };
}
