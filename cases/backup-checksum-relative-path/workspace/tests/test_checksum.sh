# A checksum file verifies its dump wherever the folder is copied (restore runbook, step 2).
set -e
printf 'BACKUP_DIR=%s/out\nDATABASES="billing"\n' "$(pwd)" > conf
BACKUP_STAMP=20261130-013000 sh "$ROOT/bin/pg-backup.sh" -c conf 2>log
mkdir restore
cp -R out/billing restore/billing
rm -rf out
cd restore/billing
name=$(cut -d' ' -f3- billing-20261130-013000.sql.gz.sha256)
case $name in
    */*) echo "the checksum file names the dump with a folder, not as billing-20261130-013000.sql.gz"; exit 1 ;;
esac
sha256sum -c billing-20261130-013000.sql.gz.sha256 >/dev/null
