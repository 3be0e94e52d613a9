# shellcheck shell=sh
# One database dump: pg_dump | gzip, then a checksum.

dump_db() {
    db=$1 dir=$2 stamp=$3
    mkdir -p "$dir"
    out="$dir/$db-$stamp.sql.gz"
    # sh has no pipefail: a pipe into gzip would report gzip's status, not pg_dump's
    if ! pg_dump --no-owner --format=plain "$db" > "$out.sql.partial"; then
        rm -f "$out.sql.partial"
        log "dump $db: pg_dump failed"
        return 1
    fi
    gzip -9 < "$out.sql.partial" > "$out.partial" && rm -f "$out.sql.partial" || { rm -f "$out.partial"; return 1; }
    mv "$out.partial" "$out"
    (cd "$dir" && sha256sum "$(basename "$out")" > "$(basename "$out").sha256")
    log "dump $db: $(wc -c < "$out" | tr -d ' ') bytes"
}
