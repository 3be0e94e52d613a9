#!/bin/sh
# Minimal build without Maven: javac into build/, then optionally run the test suite.
set -e
cd "$(dirname "$0")"
rm -rf build && mkdir -p build
find src -name '*.java' | LC_ALL=C sort > build/sources.txt
javac -Xlint:all -Werror -d build @build/sources.txt
if [ "${1:-}" = test ]; then
    java -cp build com.acme.ledger.LedgerTests
fi
