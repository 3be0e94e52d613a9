# Keeps exactly KEEP_DAILY newest dumps and their checksums; leaves foreign files alone.
set -e
. "$ROOT/lib/common.sh"
. "$ROOT/lib/retention.sh"
mkdir -p b/reporting
for d in 01 02 03 04 05 06 07 08 09 10; do
    touch "b/reporting/reporting-202611${d}-013000.sql.gz" "b/reporting/reporting-202611${d}-013000.sql.gz.sha256"
done
touch b/reporting/notes.txt b/reporting/reporting-manual.sql.gz
prune_db b/reporting reporting 7 2>/dev/null
n=$(ls b/reporting | grep -c '\.sql\.gz$')
[ "$n" = 8 ] || { echo "expected 7 dumps + the manual one, found $n"; ls b/reporting; exit 1; }
[ -e b/reporting/reporting-20261104-013000.sql.gz ] || { echo "the 7th newest dump was removed"; exit 1; }
[ ! -e b/reporting/reporting-20261103-013000.sql.gz ] || { echo "the 8th newest dump was kept"; exit 1; }
[ ! -e b/reporting/reporting-20261103-013000.sql.gz.sha256 ] || { echo "checksum of a removed dump was kept"; exit 1; }
[ -e b/reporting/notes.txt ] && [ -e b/reporting/reporting-manual.sql.gz ]
