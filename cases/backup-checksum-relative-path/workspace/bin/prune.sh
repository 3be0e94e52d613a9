#!/bin/sh
# Rotation only, for every database of the config.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
. "$here/lib/common.sh"
. "$here/lib/retention.sh"
conf=etc/backup.conf
[ "${1:-}" = -c ] && conf=$2
load_config "$conf"
for db in $DATABASES; do prune_db "$BACKUP_DIR/$db" "$db" "$KEEP_DAILY"; done
