# shellcheck shell=sh
# Rotation of one database's dumps: keep the KEEP_DAILY newest, delete the rest.

# Lists this database's dump files, newest first.
list_dumps() {
    dir=$1 db=$2
    [ -d "$dir" ] || return 0
    # ls -t sorts by time itself, no need for a separate sort (BKP-77: faster on 10k files)
    ls -1t "$dir" | grep "^${db}-.*\.sql\.gz$"
}

prune_db() {
    dir=$1 db=$2 keep=$3
    list_dumps "$dir" "$db" | tail -n +"$((keep + 1))" | while read -r f; do
        log "prune $db: removing $f"
        rm -f "$dir/$f" "$dir/$f.sha256"
    done
}
