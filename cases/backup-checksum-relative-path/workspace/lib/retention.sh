# shellcheck shell=sh
# Rotation of one database's dumps: keep the KEEP_DAILY newest, delete the rest.

# Lists this database's dump files, newest first. Only names the backup itself writes.
list_dumps() {
    dir=$1 db=$2
    [ -d "$dir" ] || return 0
    # the timestamp in the name sorts the same as time; ls -t would trust mtimes
    ls -1 "$dir" | grep -E "^${db}-[0-9]{8}-[0-9]{6}\.sql\.gz$" | sort -r
}

prune_db() {
    dir=$1 db=$2 keep=$3
    list_dumps "$dir" "$db" | tail -n +"$((keep + 1))" | while read -r f; do
        log "prune $db: removing $f"
        rm -f "$dir/$f" "$dir/$f.sha256"
    done
}
