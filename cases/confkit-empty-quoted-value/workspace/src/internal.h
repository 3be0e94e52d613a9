#ifndef CONFKIT_INTERNAL_H
#define CONFKIT_INTERNAL_H

#include <stddef.h>
#include "confkit.h"

typedef struct {
    char *data;
    size_t len, cap;
} strbuf;

void strbuf_init(strbuf *b);
int strbuf_push(strbuf *b, char c);
int strbuf_append(strbuf *b, const char *s, size_t n);
char *strbuf_take(strbuf *b);
void strbuf_free(strbuf *b);

/* Lexer: splits one logical line into its parts. */
typedef enum { LINE_BLANK, LINE_COMMENT, LINE_SECTION, LINE_PAIR, LINE_BAD } line_kind;

typedef struct {
    line_kind kind;
    char *name;   /* section name or key, malloc'd */
    char *value;  /* value, malloc'd (pairs only) */
    const char *why;
} lexed_line;

lexed_line lex_line(const char *start, size_t len);
void lexed_free(lexed_line *l);
int unescape_value(const char *src, size_t len, strbuf *out);

#endif
