#!/bin/sh
# Tests for bin/rotate-backups. Run from the repository root: sh tests/run.sh
set -u
# ls and sort order names by locale; the expected listings below are in byte (C) order.
export LC_ALL=C
root=$(pwd)
failures=0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

check() { # name expected actual
  if [ "$2" = "$3" ]; then
    echo "ok - $1"
  else
    echo "not ok - $1"
    printf '  expected: %s\n  actual:   %s\n' "$2" "$3"
    failures=$((failures + 1))
  fi
}

listing() { (cd "$1" && ls | tr '\n' '|'); }

# 1. keeps the newest N dumps
d="$work/plain"; mkdir "$d"
for day in 01 02 03 04 05; do touch "$d/orders-2024-03-$day.sql.gz"; done
sh "$root/bin/rotate-backups" "$d" 3 > /dev/null
check "keeps the three newest" "orders-2024-03-03.sql.gz|orders-2024-03-04.sql.gz|orders-2024-03-05.sql.gz|" "$(listing "$d")"

# 2. names with spaces, as the nightly job writes them
d="$work/spaces"; mkdir "$d"
for day in 01 02 03 04; do touch "$d/orders 2024-03-$day.sql.gz"; done
out=$(sh "$root/bin/rotate-backups" "$d" 2 2>&1)
check "handles spaces in names" "orders 2024-03-03.sql.gz|orders 2024-03-04.sql.gz|" "$(listing "$d")"
check "reports what it removed" "removed orders 2024-03-01.sql.gz|removed orders 2024-03-02.sql.gz|" "$(printf '%s\n' "$out" | tr '\n' '|')"

# 3. other files are left alone
d="$work/mixed"; mkdir "$d"
touch "$d/README" "$d/orders 2024-01-01.sql.gz" "$d/orders 2024-01-02.sql.gz"
sh "$root/bin/rotate-backups" "$d" 1 > /dev/null
check "leaves other files alone" "README|orders 2024-01-02.sql.gz|" "$(listing "$d")"

# 4. bad arguments
sh "$root/bin/rotate-backups" "$work/plain" many > /dev/null 2>&1
check "rejects a non-numeric KEEP" "2" "$?"

if [ "$failures" -gt 0 ]; then
  echo "$failures test(s) failed"
  exit 1
fi
echo "all tests passed"
