#!/bin/sh
# Runs every tests/test_*.sh in a scratch folder; prints "N passed, N failed".
cd "$(dirname "$0")/.." || exit 2
root=$(pwd)
PATH="$root/tests/fakebin:$PATH"
export PATH LC_ALL=C
pass=0 fail=0
for t in tests/test_*.sh; do
    scratch=$(mktemp -d)
    if (cd "$scratch" && ROOT="$root" sh "$root/$t") > "$scratch/.test-output" 2>&1; then
        pass=$((pass + 1)); echo "ok   $t"
    else
        fail=$((fail + 1)); echo "FAIL $t"; sed 's/^/     /' "$scratch/.test-output"
    fi
    rm -rf "$scratch"
done
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
