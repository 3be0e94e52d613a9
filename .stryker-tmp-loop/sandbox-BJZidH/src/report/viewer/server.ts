/**
 * The local HTTP server of `freecode eval view`: one page (page.ts, no external assets) and a
 * JSON API over ViewerData, bound to 127.0.0.1 only.
 */
// @ts-nocheck

import { createServer, type Server } from "node:http";
import { ViewerData, ViewerNotFound } from "./data.ts";
import { VIEWER_PAGE } from "./page.ts";

/**
 * Start the viewer on `port` (0 = any free port) at 127.0.0.1.
 * Routes: `/` the page; `/api/runs`; `/api/run/ID`; `/api/pair/ID/CASE/TRIAL`; `/api/search?q=TEXT`.
 * @returns the server and its URL
 * @throws when the port cannot be bound (e.g. EADDRINUSE)
 */
export async function startViewer(runDirs: readonly string[], port: number): Promise<{ server: Server; url: string }> {
  const data = new ViewerData(runDirs);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const send = (status: number, type: string, body: string) => {
      res.writeHead(status, { "content-type": type, "cache-control": "no-store", "content-security-policy": "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; connect-src 'self'" });
      res.end(body);
    };
    const json = (v: unknown) => send(200, "application/json; charset=utf-8", JSON.stringify(v));
    try {
      const parts = url.pathname.split("/").filter(Boolean).map(decodeURIComponent);
      if (url.pathname === "/") return send(200, "text/html; charset=utf-8", VIEWER_PAGE);
      if (parts[0] !== "api") return send(404, "text/plain", "not found");
      if (parts[1] === "runs" && parts.length === 2) return json(data.list());
      if (parts[1] === "run" && parts.length === 3) return json(data.run(parts[2] as string));
      if (parts[1] === "pair" && parts.length === 5) return json(data.pair(parts[2] as string, parts[3] as string, Number(parts[4])));
      if (parts[1] === "search" && parts.length === 2) return json(data.search(url.searchParams.get("q") ?? ""));
      return send(404, "text/plain", "not found");
    } catch (err) {
      send(err instanceof ViewerNotFound ? 404 : 500, "application/json; charset=utf-8", JSON.stringify({ error: (err as Error).message }));
    }
  });
  await new Promise<void>((ok, fail) => {
    server.once("error", fail);
    server.listen(port, "127.0.0.1", () => ok());
  });
  const address = server.address();
  const bound = typeof address === "object" && address ? address.port : port;
  return { server, url: `http://127.0.0.1:${bound}/` };
}
