/* Header field parsing (RFC 9112 section 5) and lookup. */
#include <stdlib.h>
#include <string.h>
#include "internal.h"

char *th_parse_headers(th_request *req, char *p, th_error *err) {
    req->nheaders = 0;
    req->content_length = -1;
    for (;;) {
        char *eol = strstr(p, "\r\n");
        char *colon, *name, *value;
        size_t len;
        if (!eol) {
            err->status = 400;
            err->message = "header line without CRLF";
            return NULL;
        }
        len = (size_t)(eol - p);
        if (len == 0) return eol + 2;
        if (len > TH_MAX_LINE) {
            err->status = 431;
            err->message = "header line too long";
            return NULL;
        }
        if (*p == ' ' || *p == '\t') {
            err->status = 400;
            err->message = "obsolete line folding";
            return NULL;
        }
        *eol = '\0';
        colon = strchr(p, ':');
        if (!colon || colon == p) {
            err->status = 400;
            err->message = "header line without a name";
            return NULL;
        }
        for (name = p; name < colon; name++) {
            if (!th_is_tchar((unsigned char)*name)) {
                err->status = 400;
                err->message = "invalid character in header name";
                return NULL;
            }
        }
        *colon = '\0';
        value = th_trim_ows(colon + 1);
        if (req->nheaders == TH_MAX_HEADERS) {
            err->status = 431;
            err->message = "too many header fields";
            return NULL;
        }
        req->headers[req->nheaders].name = p;
        req->headers[req->nheaders].value = value;
        req->nheaders++;
        if (th_ascii_casecmp(p, "Content-Length") == 0) {
            char *endp;
            long n;
            if (*value < '0' || *value > '9') {
                err->status = 400;
                err->message = "invalid Content-Length";
                return NULL;
            }
            n = strtol(value, &endp, 10);
            if (*endp != '\0' || (req->content_length >= 0 && req->content_length != n)) {
                err->status = 400;
                err->message = "invalid Content-Length";
                return NULL;
            }
            req->content_length = n;
        }
        p = eol + 2;
    }
}

const char *th_header_get(const th_request *req, const char *name) {
    size_t i;
    for (i = 0; i < req->nheaders; i++) {
        if (th_ascii_casecmp(req->headers[i].name, name) == 0) return req->headers[i].value;
    }
    return NULL;
}
