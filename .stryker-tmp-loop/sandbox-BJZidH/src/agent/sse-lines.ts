/**
 * A small server-sent-events reader: yields the `data` of each event of a response body.
 * Written here rather than taken from a package because the subset the OpenAI-compatible
 * servers send is tiny (`data:` lines, blank-line separators, `:` comments as keep-alives),
 * and no SSE package is a dependency (the `openai` package, which has one, is not either).
 * Field rules from the WHATWG HTML standard, §9.2.6 "Interpreting an event stream".
 */
// @ts-nocheck


/**
 * The `data` of each event, multi-line data joined with "\n"; events without data are skipped.
 * `onBytes` sees every chunk that arrives (for an idle watchdog).
 */
export async function* sseData(body: ReadableStream<Uint8Array>, onBytes?: () => void): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = "";
  let data: string[] = [];
  const reader = body.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      onBytes?.();
      buffer += decoder.decode(value, { stream: true });
      let nl: number;
      while ((nl = buffer.search(/\r\n|\r|\n/)) >= 0) {
        if (nl === buffer.length - 1 && buffer[nl] === "\r") break; // a "\r\n" split across chunks
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + (buffer.startsWith("\r\n", nl) ? 2 : 1));
        if (line === "") {
          if (data.length > 0) yield data.join("\n");
          data = [];
        } else if (line.startsWith("data:")) {
          data.push(line.slice(line.startsWith("data: ") ? 6 : 5));
        }
        // Other fields (event:, id:, retry:) and ":" comments carry nothing these servers need.
      }
    }
    buffer += decoder.decode();
    if (buffer.startsWith("data:")) data.push(buffer.slice(buffer.startsWith("data: ") ? 6 : 5));
    if (data.length > 0) yield data.join("\n");
  } finally {
    // Frees the connection when the consumer stops early (an error chunk, an abort).
    await reader.cancel().catch(() => {});
  }
}
