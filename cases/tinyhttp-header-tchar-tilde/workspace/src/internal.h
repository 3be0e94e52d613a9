#ifndef TINYHTTP_INTERNAL_H
#define TINYHTTP_INTERNAL_H

#include <stddef.h>
#include "tinyhttp.h"

/* strutil.c */
int th_is_tchar(int c);
int th_ascii_lower(int c);
int th_ascii_casecmp(const char *a, const char *b);
char *th_trim_ows(char *s);

/* headers.c */
/* Parses the header lines of buf (NUL-terminated, lines end in CRLF) starting at p;
 * returns the position after the empty line or NULL with *err set. */
char *th_parse_headers(th_request *req, char *p, th_error *err);

#endif
