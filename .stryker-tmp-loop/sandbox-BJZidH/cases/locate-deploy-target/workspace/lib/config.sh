# Loads the settings of one environment into the shell.
# config/<env>.env holds what differs per environment; config/defaults.env what they share.

CONFIG_DIR=${CONFIG_DIR:-"$ROOT/config"}

# Accepts the usual short names.
canonical_env() {
  case "$1" in
    prod|production) echo production ;;
    stage|staging) echo staging ;;
    dev|development) echo dev ;;
    *) return 1 ;;
  esac
}

load_config() {
  DEPLOY_ENV=$(canonical_env "$1") || die "unknown environment: $1 (production, staging, dev)"
  env_file="$CONFIG_DIR/$DEPLOY_ENV.env"
  [ -f "$env_file" ] || die "missing $env_file"
  . "$env_file"
  . "$CONFIG_DIR/defaults.env"
  : "${TARGET_HOST:?TARGET_HOST is not set for $DEPLOY_ENV}"
  : "${TARGET_DIR:?TARGET_DIR is not set for $DEPLOY_ENV}"
}
