#!/usr/bin/env python3
"""Regenerates tests/vectors.inc (run from the repository root: python3 tools/gen_vectors.py)."""
# vectors: (group, name, raw, fill, want, status, method, path, query, hname, hvalue)
V = []
def ok(group, name, raw, method=None, path=None, query=None, hname=None, hvalue=None, fill=0):
    V.append((group, name, raw, fill, 'OK', 0, method, path, query, hname, hvalue))
def bad(group, name, raw, status, fill=0):
    V.append((group, name, raw, fill, -1, status, None, None, None, None, None))
def inc(group, name, raw):
    V.append((group, name, raw, 0, 0, 0, None, None, None, None, None))
H = "Host: example.org\r\n"
methods = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT"]
targets = [("/", "/", ""), ("/index.html", "/index.html", ""), ("/a/b/c", "/a/b/c", ""),
           ("/search?q=tiny", "/search", "q=tiny"), ("/api/v1/items/42", "/api/v1/items/42", ""),
           ("/a?", "/a", ""), ("/x?a=1&b=2", "/x", "a=1&b=2"), ("/deep/path/with/many/segments/file.txt", "/deep/path/with/many/segments/file.txt", ""),
           ("/trailing/", "/trailing/", ""), ("/~user/public", "/~user/public", ""), ("/q?redirect=/home", "/q", "redirect=/home"),
           ("/semi;param", "/semi;param", "")]
for m in methods:
    for t, p, q in targets:
        ok("request-line", f"{m.lower()}-{p.strip('/').replace('/', '-').replace('.', '-') or 'root'}{'-query' if q else ''}",
           f"{m} {t} HTTP/1.1\r\n{H}\r\n", m, p, q)
for minor in range(0, 10):
    ok("version", f"http-1-{minor}", f"GET / HTTP/1.{minor}\r\n{H}\r\n", "GET", "/", "")
ok("version", "http-1-0-without-host", "GET / HTTP/1.0\r\n\r\n", "GET", "/", "")
for v, st in [("HTTP/2.0", 505), ("HTTP/0.9", 505), ("HTTP/3.0", 505), ("http/1.1", 400), ("HTTP/1", 400), ("HTTP/1.", 400),
              ("HTTP/1.1 ", 400), ("HTTP/11", 400), ("HTTP/a.b", 400), ("HTTPS/1.1", 400), ("HTTP/1.10", 400), ("", 400)]:
    bad("version", "reject-" + (v.lower().replace("/", "-").replace(".", "-").replace(" ", "sp") or "empty"), f"GET / {v}\r\n{H}\r\n", st)
enc = [("%20", " ", "space"), ("%2F", "/", "slash-upper"), ("%41", "A", "letter"), ("%7E", "~", "tilde"), ("%C3%A9", "\\xc3\\xa9", "utf8-e-acute"),
       ("%E2%82%AC", "\\xe2\\x82\\xac", "utf8-euro"), ("%25", "%", "percent"), ("%3F", "?", "question-mark"), ("%23", "#", "hash"),
       ("%2B", "+", "plus"), ("+", "+", "plus-literal"), ("%5B%5D", "[]", "brackets"), ("%22", "\\\"", "quote"), ("%3C%3E", "<>", "angle")]
for code, dec, name in enc:
    for where, pre, post in [("start", "/", "x"), ("middle", "/a", "z"), ("end", "/ab", ""), ("segment", "/d/", "/f")]:
        ok("percent", f"{name}-{where}", f"GET {pre}{code}{post} HTTP/1.1\r\n{H}\r\n", "GET", f"{pre}{dec}{post}", "")
for code, name in [("%", "bare"), ("%4", "one-digit"), ("%G1", "non-hex-high"), ("%1G", "non-hex-low"), ("%00", "nul"), ("%%41", "double"), ("%-1", "sign")]:
    bad("percent", f"reject-{name}", f"GET /a{code} HTTP/1.1\r\n{H}\r\n", 400)
names = ["Accept", "Accept-Encoding", "Accept-Language", "Authorization", "Cache-Control", "Connection", "Cookie", "DNT",
         "If-Modified-Since", "If-None-Match", "Origin", "Pragma", "Range", "Referer", "TE", "Upgrade", "User-Agent",
         "Via", "X-Forwarded-For", "X-Request-Id", "X-Custom_Under", "X~Tilde", "X.Dotted", "x-lower", "X-UPPER"]
values = [("plain", "value", "value"), ("ows-both", "  padded \t", "padded"), ("tab-leading", "\\tx", "x"), ("inner-space", "a b  c", "a b  c"),
          ("empty", "", ""), ("quoted", "\\\"q\\\"", "\\\"q\\\""), ("comma-list", "a, b, c", "a, b, c")]
for n in names:
    for vn, raw, want in values:
        ok("headers", f"{n.lower()}-{vn}", f"GET / HTTP/1.1\r\n{H}{n}:{' ' if vn not in ('tab-leading', 'ows-both') else ''}{raw}\r\n\r\n", "GET", "/", "", n, want)
for n in ["host", "HOST", "HoSt"]:
    ok("headers", f"host-name-case-{n}", f"GET / HTTP/1.1\r\n{n}: a\r\n\r\n", "GET", "/", "", "Host", "a")
for name, raw in [("space-before-colon", "Host : a"), ("no-colon", "Hosta"), ("empty-name", ": a"), ("obs-fold", "X-A: b\r\n c"),
                  ("bracket-in-name", "X[a]: b"), ("slash-in-name", "X/a: b"), ("at-in-name", "X@a: b"), ("leading-space", " X-A: b"),
                  ("leading-tab", "\\tX-A: b"), ("comma-in-name", "X,A: b"), ("quote-in-name", "X\\\"A: b")]:
    bad("headers", f"reject-{name}", f"GET / HTTP/1.1\r\n{H}{raw}\r\n\r\n", 400)
bad("headers", "reject-missing-host-1-1", "GET / HTTP/1.1\r\nAccept: */*\r\n\r\n", 400)
for n in [0, 1, 9, 10, 99, 1024, 65535, 1048576]:
    ok("content-length", f"length-{n}", f"POST /upload HTTP/1.1\r\n{H}Content-Length: {n}\r\n\r\n", "POST", "/upload", "", "Content-Length", str(n))
ok("content-length", "same-length-twice", f"POST /u HTTP/1.1\r\n{H}Content-Length: 5\r\nContent-Length: 5\r\n\r\n", "POST", "/u", "", "Content-Length", "5")
ok("content-length", "lower-case-name", f"POST /u HTTP/1.1\r\n{H}content-length: 7\r\n\r\n", "POST", "/u", "", "content-length", "7")
for name, v in [("negative", "-1"), ("plus-sign", "+5"), ("hex", "0x10"), ("trailing-garbage", "12abc"), ("empty", ""), ("space-inside", "1 2"), ("letters", "ten")]:
    bad("content-length", f"reject-{name}", f"POST /u HTTP/1.1\r\n{H}Content-Length: {v}\r\n\r\n", 400)
bad("content-length", "reject-conflicting", f"POST /u HTTP/1.1\r\n{H}Content-Length: 5\r\nContent-Length: 6\r\n\r\n", 400)
for name, raw, st in [("double-space", "GET  / HTTP/1.1", 400), ("no-target", "GET HTTP/1.1", 400), ("tab-separator", "GET\\t/ HTTP/1.1", 400),
                      ("absolute-form", "GET http://example.org/ HTTP/1.1", 400), ("authority-form", "CONNECT example.org:443 HTTP/1.1", 400),
                      ("asterisk-get", "GET * HTTP/1.1", 400), ("unknown-method", "BREW /pot HTTP/1.1", 501), ("lower-method", "get / HTTP/1.1", 501),
                      ("method-with-slash", "GE/T / HTTP/1.1", 400), ("empty-line", "", 400), ("trailing-space", "GET / HTTP/1.1 ", 400),
                      ("space-in-target", "GET /a b HTTP/1.1", 400)]:
    bad("request-line", f"reject-{name}", f"{raw}\r\n{H}\r\n", st)
ok("request-line", "options-asterisk", f"OPTIONS * HTTP/1.1\r\n{H}\r\n", "OPTIONS", None, "")
for name, raw in [("empty", ""), ("request-line-only", "GET / HTTP/1.1"), ("one-crlf", "GET / HTTP/1.1\r\n"), ("host-no-blank-line", f"GET / HTTP/1.1\r\n{H}"),
                  ("half-terminator", f"GET / HTTP/1.1\r\n{H}\r")]:
    inc("incomplete", name, raw)
ok("limits", "request-line-at-max", f"GET /@ HTTP/1.1\r\n{H}\r\n", "GET", None, "", fill=8192 - 14)
bad("limits", "request-line-over-max", f"GET /@ HTTP/1.1\r\n{H}\r\n", 414, fill=8192 - 13)
bad("limits", "header-line-over-max", f"GET / HTTP/1.1\r\n{H}X-Fill: @\r\n\r\n", 431, fill=8192 - 7)
ok("limits", "headers-at-max-count", "GET / HTTP/1.1\r\n" + H + "".join(f"X-H{i}: v\\r\\n" for i in range(63)) + "\r\n", "GET", "/", "", "X-H62", "v")
bad("limits", "headers-over-max-count", "GET / HTTP/1.1\r\n" + H + "".join(f"X-H{i}: v\\r\\n" for i in range(64)) + "\r\n", 431)
ok("limits", "header-line-at-max", f"GET / HTTP/1.1\r\n{H}X-Fill: @\r\n\r\n", "GET", "/", "", "Host", "example.org", fill=8192 - 8)

def c(s):
    if s is None: return "NULL"
    return '"' + s.replace("\r", "\\r").replace("\n", "\\n") + '"'
out = ["/* Request-head conformance vectors (RFC 9110 / RFC 9112), one per line.",
       " * Generated by tools/gen_vectors.py; do not edit by hand.",
       " * fields: group, name, raw head ('@' expands to fill bytes of 'a'), fill,",
       " *         outcome (TH_VEC_OK / 0 incomplete / -1 error), error status,",
       " *         method, decoded path, query, header name, expected header value. */"]
for g, n, raw, fill, want, st, m, p, q, hn, hv in V:
    out.append("    {%s, %s, %s, %d, %s, %d, %s, %s, %s, %s, %s}," % (c(g), c(n), c(raw), fill, "TH_VEC_OK" if want == 'OK' else want, st, c(m), c(p), c(q), c(hn), c(hv)))
open("tests/vectors.inc", "w").write("\n".join(out) + "\n")
print(len(V))
