/* Table-driven unit tests of tinyhttp. Prints a line per failed check and a summary. */
#include <stdio.h>
#include <string.h>
#include "tinyhttp.h"

static int passed, failed;

static void expect_str(const char *what, const char *got, const char *want) {
    if ((got == NULL && want == NULL) || (got && want && strcmp(got, want) == 0)) { passed++; return; }
    failed++;
    printf("FAIL %s: got %s%s%s, want %s%s%s\n", what, got ? "\"" : "", got ? got : "NULL", got ? "\"" : "",
           want ? "\"" : "", want ? want : "NULL", want ? "\"" : "");
}

static void expect_long(const char *what, long got, long want) {
    if (got == want) { passed++; return; }
    failed++;
    printf("FAIL %s: got %ld, want %ld\n", what, got, want);
}

static long parse(th_request *req, const char *raw, th_error *err) {
    return th_request_parse(req, raw, strlen(raw), err);
}

static void test_request_line(void) {
    static const struct {
        const char *raw;
        long want;          /* bytes consumed, 0 incomplete, -1 error */
        int status;         /* expected error status when want == -1 */
        const char *method, *path, *query;
    } cases[] = {
        {"GET / HTTP/1.1\r\nHost: a\r\n\r\n", 27, 0, "GET", "/", ""},
        {"POST /orders?id=7 HTTP/1.1\r\nHost: a\r\n\r\n", 39, 0, "POST", "/orders", "id=7"},
        {"GET /caf%C3%A9/menu HTTP/1.0\r\n\r\n", 32, 0, "GET", "/caf\xc3\xa9/menu", ""},
        {"OPTIONS * HTTP/1.1\r\nHost: a\r\n\r\n", 31, 0, "OPTIONS", "*", ""},
        {"GET / HTTP/1.1\r\nHost: a\r\n", 0, 0, NULL, NULL, NULL},
        {"GET  / HTTP/1.1\r\nHost: a\r\n\r\n", -1, 400, NULL, NULL, NULL},
        {"GET / HTTP/2.0\r\nHost: a\r\n\r\n", -1, 505, NULL, NULL, NULL},
        {"GET / HTTP/1.1\r\n\r\n", -1, 400, NULL, NULL, NULL},
        {"BREW /pot HTTP/1.1\r\nHost: a\r\n\r\n", -1, 501, NULL, NULL, NULL},
        {"GET http://a/ HTTP/1.1\r\nHost: a\r\n\r\n", -1, 400, NULL, NULL, NULL},
        {"GET /%zz HTTP/1.1\r\nHost: a\r\n\r\n", -1, 400, NULL, NULL, NULL},
    };
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        th_request req;
        th_error err = {0, NULL};
        char what[64];
        long n = parse(&req, cases[i].raw, &err);
        snprintf(what, sizeof what, "request line %lu", (unsigned long)i);
        expect_long(what, n, cases[i].want);
        if (n == -1) expect_long(what, err.status, cases[i].status);
        if (n > 0) {
            expect_str(what, req.method_name, cases[i].method);
            expect_str(what, req.method == TH_OPTIONS ? req.target : req.path, cases[i].path);
            expect_str(what, req.query, cases[i].query);
            th_request_free(&req);
        }
    }
}

static void test_headers(void) {
    th_request req;
    th_error err = {0, NULL};
    const char *raw = "GET / HTTP/1.1\r\nHost: example.org\r\nAccept:  text/html \t\r\n"
                      "X-Empty:\r\nContent-Length: 12\r\n\r\nhello, world";
    long n = parse(&req, raw, &err);
    expect_long("headers parsed", n, (long)strlen(raw) - 12);
    if (n <= 0) return;
    expect_long("header count", (long)req.nheaders, 4);
    expect_str("host", th_header_get(&req, "Host"), "example.org");
    expect_str("ows trimmed", th_header_get(&req, "Accept"), "text/html");
    expect_str("empty value", th_header_get(&req, "X-Empty"), "");
    expect_str("absent header", th_header_get(&req, "Cookie"), NULL);
    expect_long("content length", req.content_length, 12);
    th_request_free(&req);

    expect_long("obs-fold rejected", parse(&req, "GET / HTTP/1.1\r\nHost: a\r\n b\r\n\r\n", &err), -1);
    expect_long("space before colon", parse(&req, "GET / HTTP/1.1\r\nHost : a\r\n\r\n", &err), -1);
    expect_long("bad content length", parse(&req, "GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 1x\r\n\r\n", &err), -1);
    expect_long("conflicting lengths",
                parse(&req, "GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n", &err), -1);
}

static void test_header_names_case_insensitive(void) {
    th_request req;
    th_error err = {0, NULL};
    long n = parse(&req, "GET / HTTP/1.1\r\nhost: a\r\nCONTENT-TYPE: text/plain\r\n\r\n", &err);
    expect_long("lower-case host accepted", n > 0, 1);
    if (n <= 0) return;
    expect_str("lookup ignores case", th_header_get(&req, "Content-Type"), "text/plain");
    expect_str("lookup ignores case (lower)", th_header_get(&req, "content-type"), "text/plain");
    th_request_free(&req);
}

static void test_url_decode(void) {
    static const struct {
        const char *in;
        int plus;
        const char *want; /* NULL: decode error */
    } cases[] = {
        {"/a%20b", 0, "/a b"},
        {"/a+b", 0, "/a+b"},
        {"a+b", 1, "a b"},
        {"%2F%2f", 0, "//"},
        {"%e2%82%ac", 1, "\xe2\x82\xac"},
        {"%4", 0, NULL},
        {"%G0", 0, NULL},
        {"%00", 0, NULL},
    };
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char out[32], what[48];
        long n = th_url_decode(cases[i].in, strlen(cases[i].in), out, sizeof out, cases[i].plus);
        snprintf(what, sizeof what, "url decode %s", cases[i].in);
        expect_str(what, n < 0 ? NULL : out, cases[i].want);
    }
}

static void test_response(void) {
    th_response res;
    char out[256];
    long n;
    th_response_init(&res, 404);
    expect_long("header added", th_response_header(&res, "Content-Type", "text/plain"), 0);
    expect_long("injection refused", th_response_header(&res, "X-A", "b\r\nSet-Cookie: x"), -1);
    th_response_body(&res, "nope", 4);
    n = th_response_serialize(&res, out, sizeof out);
    expect_str("serialized",  n > 0 ? out : NULL,
               "HTTP/1.1 404 Not Found\r\nContent-Type: text/plain\r\nContent-Length: 4\r\n\r\nnope");
    expect_long("too small", th_response_serialize(&res, out, 16), -1);
    expect_str("reason 431", th_status_reason(431), "Request Header Fields Too Large");
}

static void test_mime(void) {
    static const struct {
        const char *path, *want;
    } cases[] = {
        {"index.html", "text/html"},
        {"/static/APP.JS", "text/javascript"},
        {"/static/app.mjs", "text/javascript"},
        {"data.json", "application/json"},
        {"/dl/archive.zip", "application/zip"},
        {"/site.webmanifest", "application/manifest+json"},
        {"module.wasm", "application/wasm"},
        {"/etc/.profile", "application/octet-stream"},
        {"README", "application/octet-stream"},
        {"/v1.2/notes", "application/octet-stream"},
        {"x.unknownext", "application/octet-stream"},
    };
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char what[64];
        snprintf(what, sizeof what, "mime %s", cases[i].path);
        expect_str(what, th_mime_for_path(cases[i].path), cases[i].want);
    }
}

static int echo_id(th_request *req, th_response *res, void *ctx) {
    th_response_init(res, 200);
    th_response_body(res, th_request_param(req, "id"), strlen(th_request_param(req, "id")));
    return *(int *)ctx;
}

static int echo_toy(th_request *req, th_response *res, void *ctx) {
    static char body[64];
    (void)ctx;
    snprintf(body, sizeof body, "%s:%s", th_request_param(req, "id") ? th_request_param(req, "id") : "NULL",
             th_request_param(req, "toy") ? th_request_param(req, "toy") : "NULL");
    th_response_init(res, 200);
    th_response_body(res, body, strlen(body));
    return 200;
}

static int serve_file(th_request *req, th_response *res, void *ctx) {
    (void)ctx;
    th_response_init(res, 200);
    th_response_body(res, th_request_param(req, "path"), strlen(th_request_param(req, "path")));
    return 200;
}

static void test_router(void) {
    static int ok = 200;
    th_router *r = th_router_new();
    static const struct {
        const char *raw, *body;
        int status;
    } cases[] = {
        {"GET /pets/42 HTTP/1.1\r\nHost: a\r\n\r\n", "42", 200},
        {"HEAD /pets/42 HTTP/1.1\r\nHost: a\r\n\r\n", "42", 200},
        {"DELETE /pets/42 HTTP/1.1\r\nHost: a\r\n\r\n", NULL, 405},
        {"GET /pets/ HTTP/1.1\r\nHost: a\r\n\r\n", NULL, 404},
        {"GET /pets/42/toys HTTP/1.1\r\nHost: a\r\n\r\n", NULL, 404},
        {"GET /pets/42/toys/ball HTTP/1.1\r\nHost: a\r\n\r\n", "42:ball", 200},
        {"GET /files/css/site.css HTTP/1.1\r\nHost: a\r\n\r\n", "css/site.css", 200},
        {"GET /nowhere HTTP/1.1\r\nHost: a\r\n\r\n", NULL, 404},
    };
    size_t i;
    th_router_add(r, "GET", "/pets/:id", echo_id, &ok);
    th_router_add(r, "GET", "/pets/:id/toys/:toy", echo_toy, NULL);
    th_router_add(r, "GET", "/files/*path", serve_file, NULL);
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        th_request req;
        th_response res;
        th_error err = {0, NULL};
        char what[48];
        snprintf(what, sizeof what, "route %lu", (unsigned long)i);
        if (parse(&req, cases[i].raw, &err) <= 0) {
            expect_long(what, err.status, 0);
            continue;
        }
        expect_long(what, th_router_dispatch(r, &req, &res), cases[i].status);
        if (cases[i].body) expect_str(what, res.body, cases[i].body);
        th_request_free(&req);
    }
    th_router_free(r);
}

int main(void) {
    test_request_line();
    test_headers();
    test_header_names_case_insensitive();
    test_url_decode();
    test_response();
    test_mime();
    test_router();
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
