/* Request line parsing (RFC 9112 section 3). */
#include <stdlib.h>
#include <string.h>
#include "internal.h"

static const char *const method_names[] = {
    "GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT"
};

const char *th_method_name(th_method m) {
    if ((size_t)m < sizeof method_names / sizeof method_names[0]) return method_names[m];
    return "OTHER";
}

static th_method method_of(const char *name) {
    size_t i;
    for (i = 0; i < sizeof method_names / sizeof method_names[0]; i++) {
        if (strcmp(name, method_names[i]) == 0) return (th_method)i;
    }
    return TH_METHOD_OTHER;
}

static long fail(th_request *req, th_error *err, int status, const char *message) {
    err->status = status;
    err->message = message;
    th_request_free(req);
    return -1;
}

/* Splits target into a decoded path and the raw query. The decoded path is written
 * over a copy placed after the head in req->buf. */
static int split_target(th_request *req, char *copy) {
    char *q = strchr(copy, '?');
    long n;
    req->query = "";
    if (q) {
        *q = '\0';
        req->query = q + 1;
    }
    n = th_url_decode(copy, strlen(copy), copy, strlen(copy) + 1, 0);
    if (n < 0) return -1;
    req->path = copy;
    return 0;
}

long th_request_parse(th_request *req, const char *data, size_t len, th_error *err) {
    const char *end = NULL;
    size_t i, head_len, target_len;
    char *p, *sp1, *sp2, *eol, *copy;

    memset(req, 0, sizeof *req);
    for (i = 0; i + 3 < len; i++) {
        if (data[i] == '\r' && data[i + 1] == '\n' && data[i + 2] == '\r' && data[i + 3] == '\n') {
            end = data + i + 4;
            break;
        }
    }
    if (!end) {
        const char *nl = memchr(data, '\n', len);
        if (!nl && len > TH_MAX_LINE) return fail(req, err, 414, "request line too long");
        return 0;
    }
    head_len = (size_t)(end - data);
    req->buf = malloc(2 * head_len + 2);
    if (!req->buf) return fail(req, err, 500, "out of memory");
    memcpy(req->buf, data, head_len);
    req->buf[head_len] = '\0';
    req->head_len = head_len;

    p = req->buf;
    eol = strstr(p, "\r\n");
    if ((size_t)(eol - p) > TH_MAX_LINE) return fail(req, err, 414, "request line too long");
    *eol = '\0';
    sp1 = strchr(p, ' ');
    if (!sp1 || sp1 == p) return fail(req, err, 400, "malformed request line");
    *sp1 = '\0';
    for (i = 0; p[i]; i++) {
        if (!th_is_tchar((unsigned char)p[i])) return fail(req, err, 400, "invalid method");
    }
    sp2 = strchr(sp1 + 1, ' ');
    if (!sp2 || sp2 == sp1 + 1 || strchr(sp2 + 1, ' ')) return fail(req, err, 400, "malformed request line");
    *sp2 = '\0';
    req->method_name = p;
    req->method = method_of(p);
    req->target = sp1 + 1;
    if (strncmp(sp2 + 1, "HTTP/", 5) != 0 || strlen(sp2 + 1) != 8 || sp2[6] < '0' || sp2[6] > '9' ||
        sp2[7] != '.' || sp2[8] < '0' || sp2[8] > '9') {
        return fail(req, err, 400, "malformed HTTP version");
    }
    req->version_major = sp2[6] - '0';
    req->version_minor = sp2[8] - '0';
    if (req->version_major != 1) return fail(req, err, 505, "HTTP version not supported");

    if (req->target[0] == '*' && req->target[1] == '\0') {
        if (req->method != TH_OPTIONS) return fail(req, err, 400, "asterisk-form outside OPTIONS");
    } else if (req->target[0] != '/') {
        return fail(req, err, 400, "request-target is not in origin-form");
    }
    if (req->method == TH_METHOD_OTHER) return fail(req, err, 501, "method not implemented");

    target_len = strlen(req->target);
    copy = req->buf + head_len + 1;
    memcpy(copy, req->target, target_len + 1);
    if (split_target(req, copy) != 0) return fail(req, err, 400, "bad percent-encoding in path");

    if (!th_parse_headers(req, eol + 2, err)) {
        th_request_free(req);
        return -1;
    }
    if (req->version_minor >= 1 && !th_header_get(req, "Host")) return fail(req, err, 400, "missing Host header");
    return (long)head_len;
}

void th_request_free(th_request *req) {
    size_t i;
    for (i = 0; i < req->nparams; i++) free(req->param_values[i]);
    req->nparams = 0;
    free(req->buf);
    req->buf = NULL;
}
