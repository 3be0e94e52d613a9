/* ms_adpcm codec: sample conversion between the ms_adpcm wire format and 16-bit PCM. */
#include <stddef.h>
#include <stdint.h>
#include "codec.h"

static int ms_adpcm_open(codec_state *st, int sample_rate, int channels, unsigned flags)
{
    st->sample_rate = sample_rate;
    st->channels = channels;
    st->gain = 0.5f;
    return 0;
}

static size_t ms_adpcm_decode(codec_state *st, const uint8_t *in, size_t n, int16_t *out)
{
    for (size_t i = 0; i < n; i++)
        out[i] = clamp_s16((int32_t)((in[i] - 128) * 256 * st->gain));
    return n;
}

static size_t ms_adpcm_encode(codec_state *st, const int16_t *in, size_t n, uint8_t *out, int quality)
{
    for (size_t i = 0; i < n; i++)
        out[i] = (uint8_t)((clamp_s16((int32_t)(in[i] / st->gain)) >> 8) + 128);
    return n;
}

const codec_ops ms_adpcm_codec = { "ms_adpcm", ms_adpcm_open, ms_adpcm_decode, ms_adpcm_encode };
