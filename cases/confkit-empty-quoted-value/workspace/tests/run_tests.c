/* Table-driven tests of confkit. Prints one line per check and a summary. */
#include <stdio.h>
#include <string.h>
#include "confkit.h"

static int passed, failed;

static void expect_str(const char *what, const char *got, const char *want) {
    if ((got == NULL && want == NULL) || (got && want && strcmp(got, want) == 0)) { passed++; return; }
    failed++;
    printf("FAIL %s: got %s%s%s, want %s%s%s\n", what, got ? "\"" : "", got ? got : "NULL", got ? "\"" : "",
           want ? "\"" : "", want ? want : "NULL", want ? "\"" : "");
}

static void expect_long(const char *what, long got, long want) {
    if (got == want) { passed++; return; }
    failed++;
    printf("FAIL %s: got %ld, want %ld\n", what, got, want);
}

#define PARSED(d, err) do { if (!(d)) { failed++; printf("FAIL %s: parse error at line %d: %s\n", __func__, (err).line, (err).message); return; } } while (0)

static void test_basic(void) {
    confkit_error err = {0};
    confkit_doc *d = confkit_parse("top = 1\n[upstream]\nhost = a.example\n  port=8443  \n", &err);
    PARSED(d, err);
    expect_str("key before any section", confkit_get(d, "", "top"), "1");
    expect_str("plain value", confkit_get(d, "upstream", "host"), "a.example");
    expect_long("number", confkit_get_long(d, "upstream", "port", 0), 8443);
    expect_long("fallback", confkit_get_long(d, "upstream", "missing", 7), 7);
    expect_str("absent key", confkit_get(d, "upstream", "nope"), NULL);
    confkit_free(d);
}

static void test_whitespace_and_comments(void) {
    confkit_error err = {0};
    confkit_doc *d = confkit_parse("; comment\n# also\n[ s ]\nk = v with spaces   \t\nsemi = a;b\n", &err);
    PARSED(d, err);
    expect_str("section name trimmed", confkit_get(d, "s", "k"), "v with spaces");
    expect_str("semicolon inside value", confkit_get(d, "s", "semi"), "a;b");
    confkit_free(d);
}

static void test_quotes(void) {
    confkit_error err = {0};
    confkit_doc *d = confkit_parse("[q]\npad = \"  x  \"\nesc = \"a\\\"b\\\\c\\td\"\nhex = \"s3cr\\x21t\"\nend = \"\\x41\"\n", &err);
    PARSED(d, err);
    expect_str("quotes keep spaces", confkit_get(d, "q", "pad"), "  x  ");
    expect_str("escapes", confkit_get(d, "q", "esc"), "a\"b\\c\td");
    expect_str("hex escape", confkit_get(d, "q", "hex"), "s3cr!t");
    expect_str("hex escape at end of value", confkit_get(d, "q", "end"), "A");
    confkit_free(d);
    d = confkit_parse("[proxy]\nhost = \"\"\nquote = \"\\\"\"\nbare = \"\n", &err);
    PARSED(d, err);
    expect_str("empty quoted value", confkit_get(d, "proxy", "host"), "");
    expect_str("quoted quote", confkit_get(d, "proxy", "quote"), "\"");
    expect_str("lone quote is literal", confkit_get(d, "proxy", "bare"), "\"");
    confkit_free(d);
}

static void test_duplicates_and_errors(void) {
    confkit_error err = {0};
    confkit_doc *d = confkit_parse("[a]\nk = 1\nk = 2\n", &err);
    PARSED(d, err);
    expect_str("later duplicate wins", confkit_get(d, "a", "k"), "2");
    expect_long("one entry", (long)confkit_count(d), 1);
    confkit_free(d);
    d = confkit_parse("[a]\nk = 1\n[broken\n", &err);
    expect_long("error returns NULL", d == NULL, 1);
    expect_long("error line", err.line, 3);
    d = confkit_parse("[a]\nk = \"bad\\q\"\n", &err);
    expect_long("bad escape line", err.line, 2);
}

int main(void) {
    setvbuf(stdout, NULL, _IOLBF, 0);
    test_basic();
    test_whitespace_and_comments();
    test_quotes();
    test_duplicates_and_errors();
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
