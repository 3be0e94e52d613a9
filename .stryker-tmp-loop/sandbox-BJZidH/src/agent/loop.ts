/**
 * The agent loop: send, record, act on the stop reason, repeat until the turn limit.
 * - tool_use: run the batch, all results in one user message (tool_result blocks in order);
 * - max_tokens: run NO tool call of the response (its input may be cut); answer each
 *   tool_use with an error result saying so, write a `guard` event, continue;
 * - pause_turn: send the conversation back as is; refusal / model_context_window_exceeded:
 *   end with that outcome; end_turn (and anything else): end.
 * With a token limit (`maxTrialTokens`: input, output and cache tokens of every response, the
 * `tokens` metric) the loop ends with `max_trial_tokens` after a response that takes the tokens
 * used past it, and before a request that would certainly pass it: the conversation only
 * grows, so the next prompt is at least as long as the last one.
 */
// @ts-nocheck
function stryNS_9fa48() {
  var g = typeof globalThis === 'object' && globalThis && globalThis.Math === Math && globalThis || new Function("return this")();
  var ns = g.__stryker__ || (g.__stryker__ = {});
  if (ns.activeMutant === undefined && g.process && g.process.env && g.process.env.__STRYKER_ACTIVE_MUTANT__) {
    ns.activeMutant = g.process.env.__STRYKER_ACTIVE_MUTANT__;
  }
  function retrieveNS() {
    return ns;
  }
  stryNS_9fa48 = retrieveNS;
  return retrieveNS();
}
stryNS_9fa48();
function stryCov_9fa48() {
  var ns = stryNS_9fa48();
  var cov = ns.mutantCoverage || (ns.mutantCoverage = {
    static: {},
    perTest: {}
  });
  function cover() {
    var c = cov.static;
    if (ns.currentTestId) {
      c = cov.perTest[ns.currentTestId] = cov.perTest[ns.currentTestId] || {};
    }
    var a = arguments;
    for (var i = 0; i < a.length; i++) {
      c[a[i]] = (c[a[i]] || 0) + 1;
    }
  }
  stryCov_9fa48 = cover;
  cover.apply(null, arguments);
}
function stryMutAct_9fa48(id) {
  var ns = stryNS_9fa48();
  function isActive(id) {
    if (ns.activeMutant === id) {
      if (ns.hitCount !== void 0 && ++ns.hitCount > ns.hitLimit) {
        throw new Error('Stryker: Hit count limit reached (' + ns.hitCount + ')');
      }
      return true;
    }
    return false;
  }
  stryMutAct_9fa48 = isActive;
  return isActive(id);
}
import type Anthropic from "@anthropic-ai/sdk";
import { runBatch, type ExecCtx, type ToolUse } from "./executor.ts";
import { callModel, type RetryPolicy } from "./model-call.ts";
import { buildRequest } from "./request.ts";
import type { SessionEndEvent } from "../trace/index.ts";
type MessageParam = Anthropic.Messages.MessageParam;
type Block = Anthropic.Messages.ContentBlock;
export interface LoopConfig extends Omit<ExecCtx, "turn"> {
  client: Anthropic;
  model: string;
  maxTokens: number;
  maxTurns: number;
  /** Tokens the session may use in all; undefined = no limit. */
  maxTrialTokens?: number;
  system: string;
  toolDefs: readonly Anthropic.Messages.Tool[];
  prompt: string;
  retry: RetryPolicy;
  /** Updated as the loop goes, so a crash still reports how many turns ran. */
  progress: {
    turns: number;
  };
  /** After a max_tokens cut, what the model is told to do instead (the edit format's advice). */
  maxTokensAdvice?: string;
}
export type LoopEnd = Pick<SessionEndEvent, "outcome" | "turns" | "finalText">;

/**
 * The message sent for each tool_use of a response cut at max_tokens.
 * @param advice what to do instead, in the edit format's terms (edit-format.ts maxTokensAdvice)
 */
export function maxTokensResult(maxTokens: number, advice = DEFAULT_MAX_TOKENS_ADVICE): string {
  if (stryMutAct_9fa48("0")) {
    {}
  } else {
    stryCov_9fa48("0");
    return (stryMutAct_9fa48("1") ? `` : (stryCov_9fa48("1"), `Not executed: your response was cut off at the output limit (max_tokens=${maxTokens}) before this tool call was complete, `)) + (stryMutAct_9fa48("2") ? `` : (stryCov_9fa48("2"), `so nothing was executed and no file was changed. ${advice}`));
  }
}
const DEFAULT_MAX_TOKENS_ADVICE = stryMutAct_9fa48("3") ? "" : (stryCov_9fa48("3"), "Use edit to change existing files, or split the work into smaller steps (for a large new file, write a short first version and extend it with edit).");

/** The assistant turn to send back: text and tool_use reduced to their request fields, others unchanged. */
function echo(content: readonly Block[]): Anthropic.Messages.ContentBlockParam[] {
  if (stryMutAct_9fa48("4")) {
    {}
  } else {
    stryCov_9fa48("4");
    const out: Anthropic.Messages.ContentBlockParam[] = stryMutAct_9fa48("5") ? ["Stryker was here"] : (stryCov_9fa48("5"), []);
    for (const b of content) {
      if (stryMutAct_9fa48("6")) {
        {}
      } else {
        stryCov_9fa48("6");
        if (stryMutAct_9fa48("9") ? b.type !== "text" : stryMutAct_9fa48("8") ? false : stryMutAct_9fa48("7") ? true : (stryCov_9fa48("7", "8", "9"), b.type === (stryMutAct_9fa48("10") ? "" : (stryCov_9fa48("10"), "text")))) {
          if (stryMutAct_9fa48("11")) {
            {}
          } else {
            stryCov_9fa48("11");
            if (stryMutAct_9fa48("14") ? b.text === "" : stryMutAct_9fa48("13") ? false : stryMutAct_9fa48("12") ? true : (stryCov_9fa48("12", "13", "14"), b.text !== (stryMutAct_9fa48("15") ? "Stryker was here!" : (stryCov_9fa48("15"), "")))) out.push(stryMutAct_9fa48("16") ? {} : (stryCov_9fa48("16"), {
              type: stryMutAct_9fa48("17") ? "" : (stryCov_9fa48("17"), "text"),
              text: b.text
            }));
          }
        } else if (stryMutAct_9fa48("20") ? b.type !== "tool_use" : stryMutAct_9fa48("19") ? false : stryMutAct_9fa48("18") ? true : (stryCov_9fa48("18", "19", "20"), b.type === (stryMutAct_9fa48("21") ? "" : (stryCov_9fa48("21"), "tool_use")))) out.push(stryMutAct_9fa48("22") ? {} : (stryCov_9fa48("22"), {
          type: stryMutAct_9fa48("23") ? "" : (stryCov_9fa48("23"), "tool_use"),
          id: b.id,
          name: b.name,
          input: stryMutAct_9fa48("24") ? b.input && {} : (stryCov_9fa48("24"), b.input ?? {})
        }));else out.push(b as unknown as Anthropic.Messages.ContentBlockParam);
      }
    }
    return out;
  }
}

/**
 * Runs the conversation to its end.
 * @throws ProviderError (from callModel) when the provider fails past retries
 */
export async function runLoop(cfg: LoopConfig): Promise<LoopEnd> {
  if (stryMutAct_9fa48("25")) {
    {}
  } else {
    stryCov_9fa48("25");
    const messages: MessageParam[] = stryMutAct_9fa48("26") ? [] : (stryCov_9fa48("26"), [stryMutAct_9fa48("27") ? {} : (stryCov_9fa48("27"), {
      role: stryMutAct_9fa48("28") ? "" : (stryCov_9fa48("28"), "user"),
      content: cfg.prompt
    })]);
    let finalText = stryMutAct_9fa48("29") ? "Stryker was here!" : (stryCov_9fa48("29"), "");
    const limit = stryMutAct_9fa48("30") ? cfg.maxTrialTokens && Infinity : (stryCov_9fa48("30"), cfg.maxTrialTokens ?? Infinity);
    let used = 0; // tokens of every response so far, counted as the `tokens` metric counts them
    let lastPrompt = 0; // prompt tokens of the last request: a lower bound for the next one
    for (let turn = 1; stryMutAct_9fa48("33") ? turn > cfg.maxTurns : stryMutAct_9fa48("32") ? turn < cfg.maxTurns : stryMutAct_9fa48("31") ? false : (stryCov_9fa48("31", "32", "33"), turn <= cfg.maxTurns); stryMutAct_9fa48("34") ? turn-- : (stryCov_9fa48("34"), turn++)) {
      if (stryMutAct_9fa48("35")) {
        {}
      } else {
        stryCov_9fa48("35");
        if (stryMutAct_9fa48("39") ? used + lastPrompt <= limit : stryMutAct_9fa48("38") ? used + lastPrompt >= limit : stryMutAct_9fa48("37") ? false : stryMutAct_9fa48("36") ? true : (stryCov_9fa48("36", "37", "38", "39"), (stryMutAct_9fa48("40") ? used - lastPrompt : (stryCov_9fa48("40"), used + lastPrompt)) > limit)) return stryMutAct_9fa48("41") ? {} : (stryCov_9fa48("41"), {
          outcome: stryMutAct_9fa48("42") ? "" : (stryCov_9fa48("42"), "max_trial_tokens"),
          turns: stryMutAct_9fa48("43") ? turn + 1 : (stryCov_9fa48("43"), turn - 1),
          finalText
        });
        const params = buildRequest(stryMutAct_9fa48("44") ? {} : (stryCov_9fa48("44"), {
          model: cfg.model,
          maxTokens: cfg.maxTokens,
          system: cfg.system,
          tools: cfg.toolDefs,
          messages
        }));
        const {
          message,
          latencyMs
        } = await callModel(cfg.client, params, stryMutAct_9fa48("45") ? {} : (stryCov_9fa48("45"), {
          trace: cfg.trace,
          env: cfg.env,
          turn,
          retry: cfg.retry
        }));
        cfg.progress.turns = turn;
        const toolUses: ToolUse[] = message.content.flatMap(stryMutAct_9fa48("46") ? () => undefined : (stryCov_9fa48("46"), b => (stryMutAct_9fa48("49") ? b.type !== "tool_use" : stryMutAct_9fa48("48") ? false : stryMutAct_9fa48("47") ? true : (stryCov_9fa48("47", "48", "49"), b.type === (stryMutAct_9fa48("50") ? "" : (stryCov_9fa48("50"), "tool_use")))) ? stryMutAct_9fa48("51") ? [] : (stryCov_9fa48("51"), [stryMutAct_9fa48("52") ? {} : (stryCov_9fa48("52"), {
          id: b.id,
          name: b.name,
          input: b.input
        })]) : stryMutAct_9fa48("53") ? ["Stryker was here"] : (stryCov_9fa48("53"), [])));
        finalText = message.content.flatMap(stryMutAct_9fa48("54") ? () => undefined : (stryCov_9fa48("54"), b => (stryMutAct_9fa48("57") ? b.type !== "text" : stryMutAct_9fa48("56") ? false : stryMutAct_9fa48("55") ? true : (stryCov_9fa48("55", "56", "57"), b.type === (stryMutAct_9fa48("58") ? "" : (stryCov_9fa48("58"), "text")))) ? stryMutAct_9fa48("59") ? [] : (stryCov_9fa48("59"), [b.text]) : stryMutAct_9fa48("60") ? ["Stryker was here"] : (stryCov_9fa48("60"), []))).join(stryMutAct_9fa48("61") ? "Stryker was here!" : (stryCov_9fa48("61"), ""));
        cfg.trace.write(stryMutAct_9fa48("62") ? {} : (stryCov_9fa48("62"), {
          type: stryMutAct_9fa48("63") ? "" : (stryCov_9fa48("63"), "model.response"),
          turn,
          model: message.model,
          stop_reason: message.stop_reason,
          usage: stryMutAct_9fa48("64") ? {} : (stryCov_9fa48("64"), {
            input_tokens: message.usage.input_tokens,
            output_tokens: message.usage.output_tokens,
            cache_read_input_tokens: stryMutAct_9fa48("65") ? message.usage.cache_read_input_tokens && 0 : (stryCov_9fa48("65"), message.usage.cache_read_input_tokens ?? 0),
            cache_creation_input_tokens: stryMutAct_9fa48("66") ? message.usage.cache_creation_input_tokens && 0 : (stryCov_9fa48("66"), message.usage.cache_creation_input_tokens ?? 0),
            cache_creation_1h_input_tokens: stryMutAct_9fa48("67") ? message.usage.cache_creation?.ephemeral_1h_input_tokens && 0 : (stryCov_9fa48("67"), (stryMutAct_9fa48("68") ? message.usage.cache_creation.ephemeral_1h_input_tokens : (stryCov_9fa48("68"), message.usage.cache_creation?.ephemeral_1h_input_tokens)) ?? 0)
          }),
          toolUses,
          textChars: finalText.length,
          latencyMs
        }));
        const assistant = echo(message.content);
        if (stryMutAct_9fa48("72") ? assistant.length <= 0 : stryMutAct_9fa48("71") ? assistant.length >= 0 : stryMutAct_9fa48("70") ? false : stryMutAct_9fa48("69") ? true : (stryCov_9fa48("69", "70", "71", "72"), assistant.length > 0)) messages.push(stryMutAct_9fa48("73") ? {} : (stryCov_9fa48("73"), {
          role: stryMutAct_9fa48("74") ? "" : (stryCov_9fa48("74"), "assistant"),
          content: assistant
        }));
        lastPrompt = stryMutAct_9fa48("75") ? message.usage.input_tokens + (message.usage.cache_read_input_tokens ?? 0) - (message.usage.cache_creation_input_tokens ?? 0) : (stryCov_9fa48("75"), (stryMutAct_9fa48("76") ? message.usage.input_tokens - (message.usage.cache_read_input_tokens ?? 0) : (stryCov_9fa48("76"), message.usage.input_tokens + (stryMutAct_9fa48("77") ? message.usage.cache_read_input_tokens && 0 : (stryCov_9fa48("77"), message.usage.cache_read_input_tokens ?? 0)))) + (stryMutAct_9fa48("78") ? message.usage.cache_creation_input_tokens && 0 : (stryCov_9fa48("78"), message.usage.cache_creation_input_tokens ?? 0)));
        stryMutAct_9fa48("79") ? used -= lastPrompt + message.usage.output_tokens : (stryCov_9fa48("79"), used += stryMutAct_9fa48("80") ? lastPrompt - message.usage.output_tokens : (stryCov_9fa48("80"), lastPrompt + message.usage.output_tokens));
        if (stryMutAct_9fa48("84") ? used <= limit : stryMutAct_9fa48("83") ? used >= limit : stryMutAct_9fa48("82") ? false : stryMutAct_9fa48("81") ? true : (stryCov_9fa48("81", "82", "83", "84"), used > limit)) return stryMutAct_9fa48("85") ? {} : (stryCov_9fa48("85"), {
          outcome: stryMutAct_9fa48("86") ? "" : (stryCov_9fa48("86"), "max_trial_tokens"),
          turns: turn,
          finalText
        });
        const stop = message.stop_reason;
        if (stryMutAct_9fa48("89") ? stop !== "refusal" : stryMutAct_9fa48("88") ? false : stryMutAct_9fa48("87") ? true : (stryCov_9fa48("87", "88", "89"), stop === (stryMutAct_9fa48("90") ? "" : (stryCov_9fa48("90"), "refusal")))) return stryMutAct_9fa48("91") ? {} : (stryCov_9fa48("91"), {
          outcome: stryMutAct_9fa48("92") ? "" : (stryCov_9fa48("92"), "refusal"),
          turns: turn,
          finalText
        });
        if (stryMutAct_9fa48("95") ? stop !== "model_context_window_exceeded" : stryMutAct_9fa48("94") ? false : stryMutAct_9fa48("93") ? true : (stryCov_9fa48("93", "94", "95"), stop === (stryMutAct_9fa48("96") ? "" : (stryCov_9fa48("96"), "model_context_window_exceeded")))) return stryMutAct_9fa48("97") ? {} : (stryCov_9fa48("97"), {
          outcome: stryMutAct_9fa48("98") ? "" : (stryCov_9fa48("98"), "context_window"),
          turns: turn,
          finalText
        });
        if (stryMutAct_9fa48("101") ? stop !== "pause_turn" : stryMutAct_9fa48("100") ? false : stryMutAct_9fa48("99") ? true : (stryCov_9fa48("99", "100", "101"), stop === (stryMutAct_9fa48("102") ? "" : (stryCov_9fa48("102"), "pause_turn")))) continue;
        if (stryMutAct_9fa48("105") ? stop !== "max_tokens" : stryMutAct_9fa48("104") ? false : stryMutAct_9fa48("103") ? true : (stryCov_9fa48("103", "104", "105"), stop === (stryMutAct_9fa48("106") ? "" : (stryCov_9fa48("106"), "max_tokens")))) {
          if (stryMutAct_9fa48("107")) {
            {}
          } else {
            stryCov_9fa48("107");
            cfg.trace.write(stryMutAct_9fa48("108") ? {} : (stryCov_9fa48("108"), {
              type: stryMutAct_9fa48("109") ? "" : (stryCov_9fa48("109"), "guard"),
              turn,
              guard: stryMutAct_9fa48("110") ? "" : (stryCov_9fa48("110"), "max_tokens"),
              ...((stryMutAct_9fa48("114") ? toolUses.length <= 0 : stryMutAct_9fa48("113") ? toolUses.length >= 0 : stryMutAct_9fa48("112") ? false : stryMutAct_9fa48("111") ? true : (stryCov_9fa48("111", "112", "113", "114"), toolUses.length > 0)) ? stryMutAct_9fa48("115") ? {} : (stryCov_9fa48("115"), {
                tool: toolUses.map(stryMutAct_9fa48("116") ? () => undefined : (stryCov_9fa48("116"), t => t.name)).join(stryMutAct_9fa48("117") ? "" : (stryCov_9fa48("117"), ","))
              }) : {}),
              detail: stryMutAct_9fa48("118") ? `` : (stryCov_9fa48("118"), `response cut at max_tokens=${cfg.maxTokens}; ${toolUses.length} tool call(s) not executed`)
            }));
            const note = maxTokensResult(cfg.maxTokens, cfg.maxTokensAdvice);
            messages.push(stryMutAct_9fa48("119") ? {} : (stryCov_9fa48("119"), {
              role: stryMutAct_9fa48("120") ? "" : (stryCov_9fa48("120"), "user"),
              content: (stryMutAct_9fa48("124") ? toolUses.length <= 0 : stryMutAct_9fa48("123") ? toolUses.length >= 0 : stryMutAct_9fa48("122") ? false : stryMutAct_9fa48("121") ? true : (stryCov_9fa48("121", "122", "123", "124"), toolUses.length > 0)) ? toolUses.map(stryMutAct_9fa48("125") ? () => undefined : (stryCov_9fa48("125"), t => stryMutAct_9fa48("126") ? {} : (stryCov_9fa48("126"), {
                type: "tool_result" as const,
                tool_use_id: t.id,
                content: note,
                is_error: stryMutAct_9fa48("127") ? false : (stryCov_9fa48("127"), true)
              }))) : stryMutAct_9fa48("128") ? `` : (stryCov_9fa48("128"), `Your response was cut off at the output limit (max_tokens=${cfg.maxTokens}). Continue in smaller steps.`)
            }));
            continue;
          }
        }
        if (stryMutAct_9fa48("131") ? stop !== "tool_use" && toolUses.length === 0 : stryMutAct_9fa48("130") ? false : stryMutAct_9fa48("129") ? true : (stryCov_9fa48("129", "130", "131"), (stryMutAct_9fa48("133") ? stop === "tool_use" : stryMutAct_9fa48("132") ? false : (stryCov_9fa48("132", "133"), stop !== (stryMutAct_9fa48("134") ? "" : (stryCov_9fa48("134"), "tool_use")))) || (stryMutAct_9fa48("136") ? toolUses.length !== 0 : stryMutAct_9fa48("135") ? false : (stryCov_9fa48("135", "136"), toolUses.length === 0)))) return stryMutAct_9fa48("137") ? {} : (stryCov_9fa48("137"), {
          outcome: stryMutAct_9fa48("138") ? "" : (stryCov_9fa48("138"), "end_turn"),
          turns: turn,
          finalText
        });
        const results = await runBatch(toolUses, stryMutAct_9fa48("139") ? {} : (stryCov_9fa48("139"), {
          ...cfg,
          turn
        }));
        messages.push(stryMutAct_9fa48("140") ? {} : (stryCov_9fa48("140"), {
          role: stryMutAct_9fa48("141") ? "" : (stryCov_9fa48("141"), "user"),
          content: results.map(stryMutAct_9fa48("142") ? () => undefined : (stryCov_9fa48("142"), r => stryMutAct_9fa48("143") ? {} : (stryCov_9fa48("143"), {
            type: "tool_result" as const,
            tool_use_id: r.id,
            content: r.content,
            ...(r.isError ? stryMutAct_9fa48("144") ? {} : (stryCov_9fa48("144"), {
              is_error: stryMutAct_9fa48("145") ? false : (stryCov_9fa48("145"), true)
            }) : {})
          })))
        }));
      }
    }
    return stryMutAct_9fa48("146") ? {} : (stryCov_9fa48("146"), {
      outcome: stryMutAct_9fa48("147") ? "" : (stryCov_9fa48("147"), "max_turns"),
      turns: cfg.maxTurns,
      finalText
    });
  }
}