/* hello - answers GET /hello?name=... from a request read on stdin (a unit of the
 * inetd-style demo in docs/examples.md). */
#include <stdio.h>
#include <string.h>
#include "tinyhttp.h"

static int hello(th_request *req, th_response *res, void *ctx) {
    static char body[128];
    char name[64];
    (void)ctx;
    if (th_query_get(req->query, "name", name, sizeof name) < 0) strcpy(name, "world");
    snprintf(body, sizeof body, "hello, %s\n", name);
    th_response_init(res, 200);
    th_response_header(res, "Content-Type", "text/plain");
    th_response_body(res, body, strlen(body));
    return 200;
}

int main(void) {
    char in[8192], out[8192];
    size_t len = fread(in, 1, sizeof in, stdin);
    th_request req;
    th_response res;
    th_error err = {0, NULL};
    th_router *r = th_router_new();
    long n;
    th_router_add(r, "GET", "/hello", hello, NULL);
    if (th_request_parse(&req, in, len, &err) <= 0) {
        th_response_init(&res, err.status ? err.status : 400);
    } else {
        th_router_dispatch(r, &req, &res);
        th_request_free(&req);
    }
    n = th_response_serialize(&res, out, sizeof out);
    if (n > 0) fwrite(out, 1, (size_t)n, stdout);
    th_router_free(r);
    return 0;
}
