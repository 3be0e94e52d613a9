/* Response building and serialization. */
#include <stdio.h>
#include <string.h>
#include "internal.h"

void th_response_init(th_response *res, int status) {
    memset(res, 0, sizeof *res);
    res->status = status;
}

int th_response_header(th_response *res, const char *name, const char *value) {
    size_t need = strlen(name) + strlen(value) + 4;
    const char *c;
    for (c = value; *c; c++) {
        if (*c == '\r' || *c == '\n') return -1; /* no header injection */
    }
    if (res->headers_len + need >= sizeof res->headers) return -1;
    res->headers_len += (size_t)sprintf(res->headers + res->headers_len, "%s: %s\r\n", name, value);
    return 0;
}

void th_response_body(th_response *res, const char *body, size_t len) {
    res->body = body;
    res->body_len = len;
}

long th_response_serialize(const th_response *res, char *out, size_t outsz) {
    int n = snprintf(out, outsz, "HTTP/1.1 %d %s\r\n%.*sContent-Length: %lu\r\n\r\n", res->status,
                     th_status_reason(res->status), (int)res->headers_len, res->headers,
                     (unsigned long)res->body_len);
    if (n < 0 || (size_t)n + res->body_len >= outsz) return -1;
    if (res->body_len) memcpy(out + n, res->body, res->body_len);
    out[(size_t)n + res->body_len] = '\0';
    return (long)((size_t)n + res->body_len);
}
