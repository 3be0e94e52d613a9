#!/bin/sh
# Nightly backup of every database in $DATABASES. Exit status 1 when any dump failed.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
. "$here/lib/common.sh"
. "$here/lib/dump.sh"
. "$here/lib/retention.sh"

conf=etc/backup.conf dry=0
while [ $# -gt 0 ]; do
    case $1 in
        -c) conf=$2; shift 2 ;;
        --dry-run) dry=1; shift ;;
        *) die "unknown argument $1" ;;
    esac
done
load_config "$conf"
stamp=${BACKUP_STAMP:-$(date -u +%Y%m%d-%H%M%S)}
failed=0
for db in $DATABASES; do
    if [ "$dry" = 1 ]; then
        echo "would dump $db to $BACKUP_DIR/$db/$db-$stamp.sql.gz"
        continue
    fi
    dump_db "$db" "$BACKUP_DIR/$db" "$stamp" || failed=1
    prune_db "$BACKUP_DIR/$db" "$db" "$KEEP_DAILY"
done
[ "$failed" = 0 ] || die "one or more dumps failed"
log "done"
