#include <stdlib.h>
#include <string.h>
#include "internal.h"

void strbuf_init(strbuf *b) { b->data = NULL; b->len = b->cap = 0; }

static int grow(strbuf *b, size_t need) {
    if (b->len + need + 1 <= b->cap) return 0;
    size_t cap = b->cap ? b->cap : 32;
    while (cap < b->len + need + 1) cap *= 2;
    char *p = realloc(b->data, cap);
    if (!p) return -1;
    b->data = p;
    b->cap = cap;
    return 0;
}

int strbuf_push(strbuf *b, char c) {
    if (grow(b, 1)) return -1;
    b->data[b->len++] = c;
    b->data[b->len] = '\0';
    return 0;
}

int strbuf_append(strbuf *b, const char *s, size_t n) {
    if (grow(b, n)) return -1;
    memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = '\0';
    return 0;
}

char *strbuf_take(strbuf *b) {
    char *p = b->data ? b->data : calloc(1, 1);
    strbuf_init(b);
    return p;
}

void strbuf_free(strbuf *b) { free(b->data); strbuf_init(b); }
