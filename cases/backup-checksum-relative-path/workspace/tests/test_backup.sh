# A full run writes one dump + checksum per database and fails when one dump fails.
set -e
cat > conf <<CONF
BACKUP_DIR=$(pwd)/out
DATABASES="reporting billing"
KEEP_DAILY=3
CONF
BACKUP_STAMP=20261130-013000 sh "$ROOT/bin/pg-backup.sh" -c conf 2>log
[ -s out/reporting/reporting-20261130-013000.sql.gz ]
(cd out/billing && sha256sum -c billing-20261130-013000.sql.gz.sha256 >/dev/null)
printf 'BACKUP_DIR=%s/out\nDATABASES="reporting broken"\n' "$(pwd)" > conf2
if BACKUP_STAMP=20261201-013000 sh "$ROOT/bin/pg-backup.sh" -c conf2 2>log2; then
    echo "a failed dump must fail the run"; exit 1
fi
grep -q "dump broken: pg_dump failed" log2
[ ! -e out/broken/broken-20261201-013000.sql.gz.partial ]
