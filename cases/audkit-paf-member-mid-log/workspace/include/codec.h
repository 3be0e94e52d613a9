#ifndef CODEC_H
#define CODEC_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
    int sample_rate;
    int channels;
    float gain;
} codec_state;

typedef struct {
    const char *name;
    int (*open)(codec_state *st, int sample_rate, int channels, unsigned flags);
    size_t (*decode)(codec_state *st, const uint8_t *in, size_t n, int16_t *out);
    size_t (*encode)(codec_state *st, const int16_t *in, size_t n, uint8_t *out, int quality);
} codec_ops;

/* Saturates a 32-bit intermediate to the 16-bit sample range. */
static inline int16_t clamp_s16(int32_t v)
{
    return (int16_t)(v > INT16_MAX ? INT16_MAX : v < INT16_MIN ? INT16_MIN : v);
}

const codec_ops *codec_find(const char *name);
size_t codec_count(void);

#endif
