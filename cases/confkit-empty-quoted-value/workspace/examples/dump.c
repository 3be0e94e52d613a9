#include <stdio.h>
#include "confkit.h"

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: dump FILE.ini\n"); return 2; }
    confkit_error err = {0};
    confkit_doc *doc = confkit_load(argv[1], &err);
    if (!doc) { fprintf(stderr, "%s:%d: %s\n", argv[1], err.line, err.message); return 1; }
    printf("%zu keys\n", confkit_count(doc));
    confkit_free(doc);
    return 0;
}
