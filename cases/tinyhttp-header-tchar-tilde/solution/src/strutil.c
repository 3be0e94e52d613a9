/* Small ASCII helpers: HTTP is defined over octets, so no locale-dependent ctype. */
#include <string.h>
#include "internal.h"

int th_is_tchar(int c) {
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) return 1;
    return c != 0 && strchr("!#$%&'*+-.^_`|~", c) != NULL;
}

int th_ascii_lower(int c) {
    return (c >= 'A' && c <= 'Z') ? c + ('a' - 'A') : c;
}

int th_ascii_casecmp(const char *a, const char *b) {
    while (*a && th_ascii_lower((unsigned char)*a) == th_ascii_lower((unsigned char)*b)) {
        a++;
        b++;
    }
    return th_ascii_lower((unsigned char)*a) - th_ascii_lower((unsigned char)*b);
}

/* Strips optional whitespace (SP / HTAB, RFC 9110 section 5.6.3) from both ends, in place. */
char *th_trim_ows(char *s) {
    char *end;
    while (*s == ' ' || *s == '\t') s++;
    end = s + strlen(s);
    while (end > s && (end[-1] == ' ' || end[-1] == '\t')) end--;
    *end = '\0';
    return s;
}
