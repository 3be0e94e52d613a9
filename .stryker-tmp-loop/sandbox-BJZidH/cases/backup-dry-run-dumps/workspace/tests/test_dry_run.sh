# --dry-run prints the plan and touches nothing.
set -e
mkdir -p out/reporting
for d in 01 02 03 04; do touch "out/reporting/reporting-202611${d}-013000.sql.gz"; done
printf 'BACKUP_DIR=%s/out\nDATABASES="reporting"\nKEEP_DAILY=2\n' "$(pwd)" > conf
BACKUP_STAMP=20261130-013000 sh "$ROOT/bin/pg-backup.sh" -c conf --dry-run > plan 2>log
grep -q "would dump reporting to $(pwd)/out/reporting/reporting-20261130-013000.sql.gz" plan
[ "$(ls out/reporting | wc -l)" = 4 ] || { echo "dry run changed out/reporting:"; ls out/reporting; exit 1; }
