/* Registry of every codec, in lookup order. */
#include <string.h>
#include "codec.h"

extern const codec_ops pcm8_codec;
extern const codec_ops pcm16_codec;
extern const codec_ops pcm24_codec;
extern const codec_ops pcm32_codec;
extern const codec_ops float32_codec;
extern const codec_ops float64_codec;
extern const codec_ops ulaw_codec;
extern const codec_ops alaw_codec;
extern const codec_ops ima_adpcm_codec;
extern const codec_ops ms_adpcm_codec;
extern const codec_ops g721_codec;
extern const codec_ops g723_codec;
extern const codec_ops gsm610_codec;
extern const codec_ops vox_codec;
extern const codec_ops dwvw12_codec;
extern const codec_ops dwvw16_codec;
extern const codec_ops dwvw24_codec;
extern const codec_ops nms_adpcm_codec;
extern const codec_ops sds_codec;
extern const codec_ops mat4_codec;
extern const codec_ops mat5_codec;
extern const codec_ops paf_codec;
extern const codec_ops svx_codec;
extern const codec_ops voc_codec;
extern const codec_ops w64_codec;
extern const codec_ops wve_codec;
extern const codec_ops xi_codec;
extern const codec_ops rf64_codec;
extern const codec_ops caf_codec;
extern const codec_ops sd2_codec;
extern const codec_ops htk_codec;
extern const codec_ops avr_codec;
extern const codec_ops ircam_codec;
extern const codec_ops nist_codec;
extern const codec_ops sf_codec;
extern const codec_ops mpc2k_codec;
extern const codec_ops ogg_stub_codec;
extern const codec_ops flac_stub_codec;
extern const codec_ops opus_stub_codec;
extern const codec_ops aiff_codec;

static const codec_ops *const all[] = {
    &pcm8_codec,
    &pcm16_codec,
    &pcm24_codec,
    &pcm32_codec,
    &float32_codec,
    &float64_codec,
    &ulaw_codec,
    &alaw_codec,
    &ima_adpcm_codec,
    &ms_adpcm_codec,
    &g721_codec,
    &g723_codec,
    &gsm610_codec,
    &vox_codec,
    &dwvw12_codec,
    &dwvw16_codec,
    &dwvw24_codec,
    &nms_adpcm_codec,
    &sds_codec,
    &mat4_codec,
    &mat5_codec,
    &paf_codec,
    &svx_codec,
    &voc_codec,
    &w64_codec,
    &wve_codec,
    &xi_codec,
    &rf64_codec,
    &caf_codec,
    &sd2_codec,
    &htk_codec,
    &avr_codec,
    &ircam_codec,
    &nist_codec,
    &sf_codec,
    &mpc2k_codec,
    &ogg_stub_codec,
    &flac_stub_codec,
    &opus_stub_codec,
    &aiff_codec,
};

const codec_ops *codec_find(const char *name)
{
    for (size_t i = 0; i < sizeof all / sizeof *all; i++)
        if (strcmp(all[i]->name, name) == 0)
            return all[i];
    return NULL;
}

size_t codec_count(void) { return sizeof all / sizeof *all; }
