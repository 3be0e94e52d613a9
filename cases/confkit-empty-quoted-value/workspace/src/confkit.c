#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "internal.h"

typedef struct {
    char *section, *key, *value;
} entry;

struct confkit_doc {
    entry *items;
    size_t n, cap;
};

static void set_error(confkit_error *err, int line, const char *msg) {
    if (!err) return;
    err->line = line;
    snprintf(err->message, sizeof err->message, "%s", msg);
}

static int add(confkit_doc *d, const char *section, char *key, char *value) {
    for (size_t i = 0; i < d->n; i++) {
        if (strcmp(d->items[i].section, section) == 0 && strcmp(d->items[i].key, key) == 0) {
            /* a later duplicate key wins */
            free(d->items[i].value);
            free(key);
            d->items[i].value = value;
            return 0;
        }
    }
    if (d->n == d->cap) {
        size_t cap = d->cap ? d->cap * 2 : 16;
        entry *p = realloc(d->items, cap * sizeof *p);
        if (!p) return -1;
        d->items = p;
        d->cap = cap;
    }
    char *sec = malloc(strlen(section) + 1);
    if (!sec) return -1;
    strcpy(sec, section);
    d->items[d->n++] = (entry){ sec, key, value };
    return 0;
}

confkit_doc *confkit_parse(const char *text, confkit_error *err) {
    confkit_doc *d = calloc(1, sizeof *d);
    if (!d) { set_error(err, 0, "out of memory"); return NULL; }
    char *section = calloc(1, 1);
    int lineno = 0;
    const char *p = text;
    while (*p) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        lineno++;
        lexed_line l = lex_line(p, len);
        switch (l.kind) {
        case LINE_BLANK:
        case LINE_COMMENT:
            break;
        case LINE_SECTION:
            free(section);
            section = l.name;
            l.name = NULL;
            break;
        case LINE_PAIR:
            if (add(d, section, l.name, l.value)) { set_error(err, lineno, "out of memory"); goto fail; }
            l.name = l.value = NULL;
            break;
        case LINE_BAD:
            set_error(err, lineno, l.why);
            lexed_free(&l);
            goto fail;
        }
        lexed_free(&l);
        p = nl ? nl + 1 : p + len;
    }
    free(section);
    return d;
fail:
    free(section);
    confkit_free(d);
    return NULL;
}

confkit_doc *confkit_load(const char *path, confkit_error *err) {
    FILE *f = fopen(path, "rb");
    if (!f) { set_error(err, 0, strerror(errno)); return NULL; }
    strbuf b;
    strbuf_init(&b);
    char chunk[4096];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) strbuf_append(&b, chunk, n);
    fclose(f);
    char *text = strbuf_take(&b);
    confkit_doc *d = confkit_parse(text, err);
    free(text);
    return d;
}

void confkit_free(confkit_doc *d) {
    if (!d) return;
    for (size_t i = 0; i < d->n; i++) {
        free(d->items[i].section);
        free(d->items[i].key);
        free(d->items[i].value);
    }
    free(d->items);
    free(d);
}

const char *confkit_get(const confkit_doc *d, const char *section, const char *key) {
    for (size_t i = 0; i < d->n; i++)
        if (strcmp(d->items[i].section, section) == 0 && strcmp(d->items[i].key, key) == 0)
            return d->items[i].value;
    return NULL;
}

long confkit_get_long(const confkit_doc *d, const char *section, const char *key, long fallback) {
    const char *v = confkit_get(d, section, key);
    if (!v || !*v) return fallback;
    char *end;
    errno = 0;
    long n = strtol(v, &end, 10);
    if (errno || *end) return fallback;
    return n;
}

size_t confkit_count(const confkit_doc *d) { return d->n; }
