#include <stdio.h>
#include <string.h>
#include "codec.h"

int main(void)
{
    int failed = 0;
    if (codec_count() != 40) { printf("FAIL expected 40 codecs, got %zu\n", codec_count()); failed++; }
    const char *names[] = { "pcm16", "ulaw", "ima_adpcm", "aiff" };
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
        const codec_ops *c = codec_find(names[i]);
        codec_state st;
        uint8_t in[4] = { 0, 64, 128, 255 }, back[4];
        int16_t pcm[4];
        if (!c || c->open(&st, 8000, 1, 0) != 0) { printf("FAIL %s: cannot open\n", names[i]); failed++; continue; }
        c->decode(&st, in, 4, pcm);
        c->encode(&st, pcm, 4, back, 5);
        if (pcm[2] != 0) { printf("FAIL %s: silence decodes to %d\n", names[i], pcm[2]); failed++; }
        if (st.gain == 1.0f && memcmp(in, back, 4) != 0) { printf("FAIL %s: round trip\n", names[i]); failed++; }
    }
    printf("%s\n", failed ? "codec tests FAILED" : "codec tests passed");
    return failed != 0;
}
