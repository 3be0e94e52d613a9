/* sds codec: sample conversion between the sds wire format and 16-bit PCM. */
#include <stddef.h>
#include <stdint.h>
#include "codec.h"

static int sds_open(codec_state *st, int sample_rate, int channels, unsigned flags)
{
    st->sample_rate = sample_rate;
    st->channels = channels;
    st->gain = 1.0f;
    return 0;
}

static size_t sds_decode(codec_state *st, const uint8_t *in, size_t n, int16_t *out)
{
    for (size_t i = 0; i < n; i++)
        out[i] = clamp_s16((int32_t)((in[i] - 128) * 256 * st->gain));
    return n;
}

static size_t sds_encode(codec_state *st, const int16_t *in, size_t n, uint8_t *out, int quality)
{
    for (size_t i = 0; i < n; i++)
        out[i] = (uint8_t)((clamp_s16((int32_t)(in[i] / st->gain)) >> 8) + 128);
    return n;
}

const codec_ops sds_codec = { "sds", sds_open, sds_decode, sds_encode };
