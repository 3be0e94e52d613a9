#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "internal.h"

static const char *skip_space(const char *p, const char *end) {
    while (p < end && isspace((unsigned char)*p)) p++;
    return p;
}

static const char *trim_end(const char *start, const char *end) {
    while (end > start && isspace((unsigned char)end[-1])) end--;
    return end;
}

static char *copy(const char *s, size_t n) {
    char *p = malloc(n + 1);
    if (p) { memcpy(p, s, n); p[n] = '\0'; }
    return p;
}

static int hexval(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* Decodes a quoted value's body (without the quotes). Returns 0, or -1 on a bad escape. */
int unescape_value(const char *src, size_t len, strbuf *out) {
    for (size_t i = 0; i < len; i++) {
        char c = src[i];
        if (c != '\\') { if (strbuf_push(out, c)) return -1; continue; }
        if (++i == len) return -1;
        switch (src[i]) {
        case 'n': c = '\n'; break;
        case 't': c = '\t'; break;
        case '"': c = '"'; break;
        case '\\': c = '\\'; break;
        case 'x': {
            if (i + 2 >= len) return -1;
            int hi = hexval(src[i + 1]), lo = hexval(src[i + 2]);
            if (hi < 0 || lo < 0) return -1;
            c = (char)(hi * 16 + lo);
            i += 2;
            break;
        }
        default: return -1;
        }
        if (strbuf_push(out, c)) return -1;
    }
    return 0;
}

lexed_line lex_line(const char *start, size_t len) {
    lexed_line l = { LINE_BLANK, NULL, NULL, NULL };
    const char *end = start + len;
    const char *p = skip_space(start, end);
    if (p == end) return l;
    if (*p == ';' || *p == '#') { l.kind = LINE_COMMENT; return l; }
    if (*p == '[') {
        const char *close = memchr(p, ']', (size_t)(end - p));
        if (!close) { l.kind = LINE_BAD; l.why = "missing ]"; return l; }
        const char *ns = skip_space(p + 1, close), *ne = trim_end(ns, close);
        l.kind = LINE_SECTION;
        l.name = copy(ns, (size_t)(ne - ns));
        return l;
    }
    const char *eq = memchr(p, '=', (size_t)(end - p));
    if (!eq) { l.kind = LINE_BAD; l.why = "expected key = value"; return l; }
    const char *ke = trim_end(p, eq);
    if (ke == p) { l.kind = LINE_BAD; l.why = "empty key"; return l; }
    const char *vs = skip_space(eq + 1, end), *ve = trim_end(vs, end);
    l.kind = LINE_PAIR;
    l.name = copy(p, (size_t)(ke - p));
    if (ve - vs > 2 && *vs == '"' && ve[-1] == '"') {
        strbuf b;
        strbuf_init(&b);
        if (unescape_value(vs + 1, (size_t)(ve - vs - 2), &b)) {
            strbuf_free(&b);
            l.kind = LINE_BAD;
            l.why = "bad escape in quoted value";
            return l;
        }
        l.value = strbuf_take(&b);
    } else {
        l.value = copy(vs, (size_t)(ve - vs));
    }
    return l;
}

void lexed_free(lexed_line *l) { free(l->name); free(l->value); l->name = l->value = NULL; }
