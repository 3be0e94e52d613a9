# Logging helpers shared by the deploy scripts.
info() { printf 'deploy: %s\n' "$*" >&2; }
warn() { printf 'deploy: warning: %s\n' "$*" >&2; }
die() { printf 'deploy: error: %s\n' "$*" >&2; exit 1; }
