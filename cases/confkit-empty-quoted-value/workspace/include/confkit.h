#ifndef CONFKIT_H
#define CONFKIT_H

#include <stddef.h>

typedef struct confkit_doc confkit_doc;

typedef struct {
    int line;          /* 1-based line of the error, 0 when not tied to a line */
    char message[128];
} confkit_error;

confkit_doc *confkit_parse(const char *text, confkit_error *err);
confkit_doc *confkit_load(const char *path, confkit_error *err);
void confkit_free(confkit_doc *doc);

/* NULL when the key is absent. The string is owned by the document. */
const char *confkit_get(const confkit_doc *doc, const char *section, const char *key);
long confkit_get_long(const confkit_doc *doc, const char *section, const char *key, long fallback);
size_t confkit_count(const confkit_doc *doc);

#endif
