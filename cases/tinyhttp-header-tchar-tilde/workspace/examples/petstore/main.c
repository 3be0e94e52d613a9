/* petstore - routes one request read on stdin through the generated petstore handlers. */
#include <stdio.h>
#include "petstore.h"

int main(void) {
    char in[8192], out[8192];
    size_t i, len = fread(in, 1, sizeof in, stdin);
    th_request req;
    th_response res;
    th_error err = {0, NULL};
    th_router *r = th_router_new();
    long n;
    for (i = 0; i < sizeof petstore_routes / sizeof petstore_routes[0]; i++) {
        th_router_add(r, petstore_routes[i].method, petstore_routes[i].pattern, petstore_routes[i].handler, NULL);
    }
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
