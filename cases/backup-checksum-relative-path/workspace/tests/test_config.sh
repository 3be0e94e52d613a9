set -e
. "$ROOT/lib/common.sh"
printf 'BACKUP_DIR=/x\nDATABASES=a\nKEEP_DAILY=seven\n' > c
if (load_config c) 2>err; then echo "a non-numeric KEEP_DAILY must be refused"; exit 1; fi
grep -q "KEEP_DAILY must be a number" err
printf 'BACKUP_DIR=/x\nDATABASES=a\n' > d
load_config d
[ "$KEEP_DAILY" = 7 ]
