/* Percent-decoding (RFC 3986 section 2.1). */
#include "internal.h"

static int hex_value(int c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

long th_url_decode(const char *in, size_t len, char *out, size_t outsz, int plus_is_space) {
    size_t i, n = 0;
    for (i = 0; i < len; i++) {
        int c = (unsigned char)in[i];
        if (n + 1 >= outsz) return -1;
        if (c == '%') {
            int hi, lo;
            if (i + 2 >= len) return -1;
            hi = hex_value((unsigned char)in[i + 1]);
            lo = hex_value((unsigned char)in[i + 2]);
            if (hi < 0 || lo < 0) return -1;
            c = hi * 16 + lo;
            if (c == 0) return -1;
            i += 2;
        } else if (c == '+' && plus_is_space) {
            c = ' ';
        }
        out[n++] = (char)c;
    }
    out[n] = '\0';
    return (long)n;
}
