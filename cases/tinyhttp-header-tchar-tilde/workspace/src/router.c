/* Method + path routing with ":name" and "*name" captures. */
#include <stdlib.h>
#include <string.h>
#include "internal.h"

#define MAX_ROUTES 256

typedef struct {
    char method[16];
    char *pattern;
    th_handler handler;
    void *ctx;
} route;

struct th_router {
    route routes[MAX_ROUTES];
    size_t n;
};

th_router *th_router_new(void) {
    return calloc(1, sizeof(th_router));
}

void th_router_free(th_router *r) {
    size_t i;
    if (!r) return;
    for (i = 0; i < r->n; i++) free(r->routes[i].pattern);
    free(r);
}

int th_router_add(th_router *r, const char *method, const char *pattern, th_handler h, void *ctx) {
    route *rt;
    if (r->n == MAX_ROUTES || strlen(method) >= sizeof rt->method || pattern[0] != '/') return -1;
    rt = &r->routes[r->n];
    rt->pattern = malloc(strlen(pattern) + 1);
    if (!rt->pattern) return -1;
    strcpy(rt->pattern, pattern);
    strcpy(rt->method, method);
    rt->handler = h;
    rt->ctx = ctx;
    r->n++;
    return 0;
}

static void clear_params(th_request *req) {
    size_t i;
    for (i = 0; i < req->nparams; i++) free(req->param_values[i]);
    req->nparams = 0;
}

static int capture(th_request *req, const char *name, const char *value, size_t len) {
    char *v;
    if (req->nparams == TH_MAX_PARAMS) return -1;
    v = malloc(len + 1);
    if (!v) return -1;
    memcpy(v, value, len);
    v[len] = '\0';
    req->param_names[req->nparams] = name;
    req->param_values[req->nparams] = v;
    req->nparams++;
    return 0;
}

/* Matches path against pattern segment by segment, capturing parameters into req. */
static int match(const char *pattern, const char *path, th_request *req) {
    const char *p = pattern, *s = path;
    clear_params(req);
    while (*p && *s) {
        if (*p != '/' || *s != '/') return 0;
        p++;
        s++;
        if (*p == '*') {
            if (capture(req, p + 1, s, strlen(s)) != 0) return 0;
            return 1;
        }
        {
            const char *pe = strchr(p, '/');
            const char *se = strchr(s, '/');
            size_t plen = pe ? (size_t)(pe - p) : strlen(p);
            size_t slen = se ? (size_t)(se - s) : strlen(s);
            if (*p == ':') {
                if (slen == 0) return 0;
                if (capture(req, p + 1, s, slen) != 0) return 0;
            } else if (plen != slen || strncmp(p, s, plen) != 0) {
                return 0;
            }
            p += plen;
            s += slen;
        }
    }
    return *p == '\0' && *s == '\0';
}

int th_router_dispatch(const th_router *r, th_request *req, th_response *res) {
    size_t i;
    int path_matched = 0;
    for (i = 0; i < r->n; i++) {
        const route *rt = &r->routes[i];
        if (!match(rt->pattern, req->path, req)) continue;
        path_matched = 1;
        if (strcmp(rt->method, req->method_name) == 0 ||
            (req->method == TH_HEAD && strcmp(rt->method, "GET") == 0)) {
            return rt->handler(req, res, rt->ctx);
        }
    }
    clear_params(req);
    th_response_init(res, path_matched ? 405 : 404);
    return res->status;
}

const char *th_request_param(const th_request *req, const char *name) {
    size_t i;
    for (i = 0; i < req->nparams; i++) {
        const char *n = req->param_names[i];
        size_t len = strcspn(n, "/");
        if (strlen(name) == len && strncmp(n, name, len) == 0) return req->param_values[i];
    }
    return NULL;
}
