/*
 * Request-head conformance suite: runs every vector of tests/vectors.inc through
 * th_request_parse and prints one TAP line per vector, then a summary.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tinyhttp.h"

#define TH_VEC_OK 1

struct vector {
    const char *group, *name, *raw;
    int fill;
    int outcome;
    int status;
    const char *method, *path, *query, *hname, *hvalue;
};

static const struct vector vectors[] = {
#include "vectors.inc"
};

/* Expands the '@' of raw into fill bytes of 'a'. Caller frees. */
static char *expand(const struct vector *v, size_t *len) {
    const char *at = v->fill ? strchr(v->raw, '@') : NULL;
    size_t rawlen = strlen(v->raw);
    char *out = malloc(rawlen + (size_t)v->fill + 1);
    if (!out) exit(2);
    if (!at) {
        memcpy(out, v->raw, rawlen + 1);
        *len = rawlen;
        return out;
    }
    memcpy(out, v->raw, (size_t)(at - v->raw));
    memset(out + (at - v->raw), 'a', (size_t)v->fill);
    strcpy(out + (at - v->raw) + v->fill, at + 1);
    *len = rawlen - 1 + (size_t)v->fill;
    return out;
}

static int same(const char *got, const char *want) {
    return want == NULL || (got != NULL && strcmp(got, want) == 0);
}

int main(void) {
    size_t i, n = sizeof vectors / sizeof vectors[0];
    int failed = 0;
    printf("TAP version 13\n1..%lu\n", (unsigned long)n);
    for (i = 0; i < n; i++) {
        const struct vector *v = &vectors[i];
        th_request req;
        th_error err = {0, NULL};
        size_t len;
        char *raw = expand(v, &len);
        long got = th_request_parse(&req, raw, len, &err);
        char detail[200];
        int pass;
        if (v->outcome == TH_VEC_OK) {
            pass = got == (long)len && same(req.method_name, v->method) && same(req.path, v->path) &&
                   same(req.query, v->query) && (!v->hname || same(th_header_get(&req, v->hname), v->hvalue));
            if (got > 0) {
                snprintf(detail, sizeof detail, "%s \"%.40s\" query \"%.20s\", %lu headers, %ld bytes", req.method_name,
                         req.path, req.query, (unsigned long)req.nheaders, got);
                th_request_free(&req);
            } else if (got < 0) {
                snprintf(detail, sizeof detail, "rejected %d %s, want parsed (%lu bytes)", err.status, err.message,
                         (unsigned long)len);
            } else {
                snprintf(detail, sizeof detail, "incomplete, want parsed (%lu bytes)", (unsigned long)len);
            }
        } else if (v->outcome == -1) {
            pass = got == -1 && err.status == v->status;
            if (got == -1) {
                snprintf(detail, sizeof detail, "rejected %d %s", err.status, err.message);
            } else {
                snprintf(detail, sizeof detail, "result %ld, want rejected %d", got, v->status);
                if (got > 0) th_request_free(&req);
            }
        } else {
            pass = got == 0;
            snprintf(detail, sizeof detail, pass ? "incomplete, needs more data" : "result %ld, want incomplete", got);
            if (got > 0) th_request_free(&req);
        }
        free(raw);
        if (!pass) failed++;
        printf("%s %lu - %s/%s: %s\n", pass ? "ok" : "not ok", (unsigned long)(i + 1), v->group, v->name, detail);
    }
    printf("# %lu vectors, %lu passed, %d failed\n", (unsigned long)n, (unsigned long)n - (unsigned long)failed, failed);
    return failed ? 1 : 0;
}
