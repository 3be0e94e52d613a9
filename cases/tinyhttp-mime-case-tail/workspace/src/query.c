/* Query-string lookup (application/x-www-form-urlencoded pairs). */
#include <string.h>
#include "internal.h"

long th_query_get(const char *query, const char *name, char *out, size_t outsz) {
    size_t name_len = strlen(name);
    const char *p = query;
    while (p && *p) {
        const char *amp = strchr(p, '&');
        const char *end = amp ? amp : p + strlen(p);
        const char *eq = memchr(p, '=', (size_t)(end - p));
        const char *key_end = eq ? eq : end;
        if ((size_t)(key_end - p) == name_len && strncmp(p, name, name_len) == 0) {
            const char *v = eq ? eq + 1 : end;
            return th_url_decode(v, (size_t)(end - v), out, outsz, 1);
        }
        p = amp ? amp + 1 : NULL;
    }
    return -1;
}
