/**
 * The trace contract: the versioned event schema, the one reader and the writers. Everything
 * outside the reference agent that produces or consumes traces imports from here.
 */
// @ts-nocheck

export * from "./schema.ts";
export { parseTrace } from "./reader.ts";
export { openTrace, writeTraceFile, type ConvertedEvent, type TraceEventBody, type TraceWriter } from "./writer.ts";
