# shellcheck shell=sh
# One database dump: pg_dump | gzip, then a checksum.

dump_db() {
    db=$1 dir=$2 stamp=$3
    mkdir -p "$dir"
    out="$dir/$db-$stamp.sql.gz"
    if ! pg_dump --no-owner --format=plain "$db" | gzip -9 > "$out.partial"; then
        rm -f "$out.partial"
        log "dump $db: pg_dump failed"
        return 1
    fi
    mv "$out.partial" "$out"
    (cd "$dir" && sha256sum "$(basename "$out")" > "$(basename "$out").sha256")
    log "dump $db: $(wc -c < "$out" | tr -d ' ') bytes"
}
