# shellcheck shell=sh
# Shared helpers: logging and config loading.

log() { printf '%s pgbackup: %s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$*" >&2; }
die() { log "error: $*"; exit 1; }

load_config() {
    [ -r "$1" ] || die "cannot read config $1"
    # "." searches PATH for a bare name; make a relative path explicit
    case $1 in */*) ;; *) set -- "./$1" ;; esac
    # shellcheck disable=SC1090
    . "$1"
    : "${BACKUP_DIR:?BACKUP_DIR not set in $1}"
    : "${DATABASES:?DATABASES not set in $1}"
    KEEP_DAILY=${KEEP_DAILY:-7}
    case $KEEP_DAILY in
        ''|*[!0-9]*) die "KEEP_DAILY must be a number, got '$KEEP_DAILY'" ;;
    esac
}
