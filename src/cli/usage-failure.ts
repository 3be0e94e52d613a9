/**
 * What a usage error prints (issue 22 item 2): the error first, then a did-you-mean, then one
 * usage line pointing at --help — never the whole help with the message buried at its end.
 * A misspelt option is named even when yargs reports something else first (`--candiate`
 * reaches yargs as "Missing required argument: candidate").
 */
import { nearest } from "../suite/nearest.ts";

/** The options a command's help text lists (`--name`), its short options (`-c, --candidate`: c → candidate), and its usage line (the help's first line). */
function fromHelp(help: string): { options: string[]; shorts: Map<string, string>; usage: string } {
  const options = [...new Set([...help.matchAll(/(?:^|[\s,])--([a-z][a-z0-9-]*)/gim)].map((m) => m[1]!))];
  const shorts = new Map([...help.matchAll(/(?:^|\s)-([a-zA-Z]), --([a-z][a-z0-9-]*)/gm)].map((m) => [m[1]!, m[2]!] as [string, string]));
  const usage = help.split("\n").find((l) => l.trim() !== "")?.trim() ?? "freecode";
  return { options, shorts, usage };
}

/** `-x` tokens of argv (before a bare `--`, grouped `-xy` included) that are no short option of the command. */
function unknownShortOptions(argv: readonly string[], shorts: ReadonlyMap<string, string>): string[] {
  const out: string[] = [];
  for (const token of argv) {
    if (token === "--") break;
    const m = /^-([a-zA-Z]+)(?:=.*)?$/.exec(token);
    if (m) for (const letter of m[1]!) if (!shorts.has(letter) && !out.includes(letter)) out.push(letter);
  }
  return out;
}

/** A did-you-mean for an unknown `-x`: the one long option starting with that letter, if only one does. */
function nearShort(letter: string, options: readonly string[]): string | null {
  const starting = options.filter((o) => o[0] === letter.toLowerCase() && o !== "help" && o !== "version");
  return starting.length === 1 ? `--${starting[0]}` : null;
}

/** `--name` tokens of argv (before a bare `--`) that the command does not know. */
function unknownOptions(argv: readonly string[], known: readonly string[]): string[] {
  const out: string[] = [];
  for (const token of argv) {
    if (token === "--") break;
    const m = /^--(?:no-)?([^=]+)/.exec(token);
    if (!m) continue;
    const name = m[1]!;
    const camel = known.map((k) => k.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()));
    if (!known.includes(name) && !camel.includes(name) && !known.includes(token.slice(2).split("=")[0]!)) out.push(name);
  }
  return out;
}

/**
 * The text of a usage failure, at most a few lines:
 *
 *     freecode: unknown option --trails; did you mean --trials?
 *     usage: freecode eval ab <suite> [options]
 *     more: freecode eval ab --help (every option, examples, exit codes)
 *
 * @param msg yargs' message
 * @param argv the arguments as given
 * @param help the failing command's help text (yargs' usage instance `help()`)
 */
export function formatUsageFailure(msg: string | null, argv: readonly string[], help: string): string {
  const { options, shorts, usage } = fromHelp(help);
  const unknown = unknownOptions(argv, options);
  const unknownShort = /^Unknown arguments?:/.test(msg ?? "") ? unknownShortOptions(argv, shorts) : [];
  const lines: string[] = [];
  if (unknown.length || unknownShort.length) {
    for (const name of unknown) {
      const near = nearest(name, options);
      lines.push(`freecode: unknown option --${name}${near ? `; did you mean --${near}?` : ""}`);
    }
    for (const letter of unknownShort) {
      const near = nearShort(letter, options);
      lines.push(`freecode: unknown option -${letter}${near ? `; did you mean ${near}?` : ""}`);
    }
  } else {
    const text = (msg ?? "invalid arguments").replace(/\n+/g, " ").trim();
    const missing = /^Missing required arguments?: (.+)$/.exec(text);
    const positional = /<([^>]+)>/.exec(usage)?.[0];
    const suggestion = /^Did you mean (\S+)\?$/.exec(text);
    const invalid = [...text.matchAll(/Argument: ([\w-]+), Given: ("[^"]*"|\S+), Choices: (.+?)(?=\s+Argument:|$)/g)];
    if (/^Invalid values?:/.test(text) && invalid.length) {
      for (const [, name, given, list] of invalid) {
        const choices = [...list!.matchAll(/"([^"]*)"/g)].map((c) => c[1]!);
        const value = given!.replace(/^"|"$/g, "");
        // A short wrong value is near every short choice (pdf is 2 edits from md): same first letter only.
        const near = nearest(value, choices.filter((c) => c[0]?.toLowerCase() === value[0]?.toLowerCase()));
        lines.push(`freecode: --${name} ${value} is not one of ${choices.join(", ")}${near ? `; did you mean ${near}?` : ""}`);
      }
    } else if (missing) lines.push(`freecode: missing ${missing[1]!.split(", ").map((n) => (options.includes(n) ? `--${n}` : `<${n}>`)).join(", ")}`);
    else if (/^Not enough non-option arguments/.test(text) && positional) lines.push(`freecode: missing ${positional}`);
    else if (suggestion) {
      // The word typed: the first argument yargs did not take as a command, near the suggestion.
      const typed = argv.find((t) => !t.startsWith("-") && t !== suggestion[1] && nearest(t, [suggestion[1]!]) !== null);
      lines.push(`freecode: unknown command${typed ? ` ${typed}` : ""}; did you mean ${suggestion[1]}?`);
    }
    else lines.push(`freecode: ${text.replace(/^Unknown arguments?: (.+)$/, "unknown command or argument $1")}`);
  }
  const command = usage.replace(/\s*\[.*$/, "").replace(/\s+<.*$/, "").trim();
  lines.push(`usage: ${usage}${/\[options\]/.test(usage) ? "" : " [options]"}`);
  lines.push(`more: ${command} --help (every option, examples, exit codes)`);
  return `${lines.join("\n")}\n`;
}
