/*
 * tinyhttp - a small HTTP/1.1 request parser and router.
 *
 * The parser copies the request head into memory owned by the request, so
 * every string returned below stays valid until th_request_free().
 */
#ifndef TINYHTTP_H
#define TINYHTTP_H

#include <stddef.h>

#define TH_MAX_HEADERS 64
#define TH_MAX_LINE 8192   /* longest request line or header line, CRLF excluded */
#define TH_MAX_PARAMS 8

typedef enum {
    TH_GET, TH_HEAD, TH_POST, TH_PUT, TH_DELETE, TH_PATCH, TH_OPTIONS, TH_TRACE, TH_CONNECT,
    TH_METHOD_OTHER
} th_method;

typedef struct {
    int status;            /* HTTP status to answer with: 400, 414, 431, 501, 505 */
    const char *message;   /* static text */
} th_error;

typedef struct {
    const char *name;
    const char *value;
} th_header;

typedef struct {
    char *buf;             /* owned copy of the request head */
    th_method method;
    const char *method_name;
    const char *target;    /* request-target as sent */
    const char *path;      /* percent-decoded path */
    const char *query;     /* raw query string without '?', or "" */
    int version_major, version_minor;
    th_header headers[TH_MAX_HEADERS];
    size_t nheaders;
    size_t head_len;       /* bytes of input consumed by the head (body starts here) */
    long content_length;   /* -1 when absent */
    const char *param_names[TH_MAX_PARAMS];
    char *param_values[TH_MAX_PARAMS];
    size_t nparams;
} th_request;

/* request.c */
/* Parses one request head from data[0..len). Returns the bytes consumed (> 0),
 * 0 when the head is not complete yet, or -1 with *err filled in. */
long th_request_parse(th_request *req, const char *data, size_t len, th_error *err);
void th_request_free(th_request *req);
const char *th_method_name(th_method m);

/* headers.c */
const char *th_header_get(const th_request *req, const char *name);

/* url.c */
/* Decodes %XX escapes of in[0..len) into out (NUL-terminated). With plus_is_space,
 * '+' becomes ' ' (query strings). Returns the decoded length or -1 on a bad escape
 * or when out is too small. */
long th_url_decode(const char *in, size_t len, char *out, size_t outsz, int plus_is_space);

/* query.c */
/* Copies the decoded value of the first name=value pair called name into out.
 * Returns its length, or -1 when absent or undecodable. */
long th_query_get(const char *query, const char *name, char *out, size_t outsz);

/* response.c */
typedef struct {
    int status;
    char headers[1024];
    size_t headers_len;
    const char *body;
    size_t body_len;
} th_response;

void th_response_init(th_response *res, int status);
int th_response_header(th_response *res, const char *name, const char *value);
void th_response_body(th_response *res, const char *body, size_t len);
/* Writes the status line, headers, Content-Length and body into out.
 * Returns the length written or -1 when out is too small. */
long th_response_serialize(const th_response *res, char *out, size_t outsz);

/* status.c */
const char *th_status_reason(int status);

/* mime_types.c */
const char *th_mime_for_path(const char *path);

/* router.c */
typedef int (*th_handler)(th_request *req, th_response *res, void *ctx);
typedef struct th_router th_router;

th_router *th_router_new(void);
void th_router_free(th_router *r);
/* pattern: literal segments, ":name" captures one segment, "*name" the rest. */
int th_router_add(th_router *r, const char *method, const char *pattern, th_handler h, void *ctx);
/* Runs the matching handler. Returns its result, or 404 / 405 with res set accordingly. */
int th_router_dispatch(const th_router *r, th_request *req, th_response *res);
const char *th_request_param(const th_request *req, const char *name);

#endif
