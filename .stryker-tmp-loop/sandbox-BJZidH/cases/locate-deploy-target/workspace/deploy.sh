#!/bin/sh
# Deploys the contents of build/ to one environment.
#   ./deploy.sh [--dry-run] ENVIRONMENT      (ENVIRONMENT: production, staging, dev)
set -eu

ROOT=$(cd "$(dirname "$0")" && pwd)
. "$ROOT/lib/log.sh"
. "$ROOT/lib/config.sh"

DRY_RUN=0
while [ $# -gt 0 ]; do
  case "$1" in
    -n|--dry-run) DRY_RUN=1; shift ;;
    -h|--help) sed -n '2,3p' "$0"; exit 0 ;;
    -*) die "unknown option $1" ;;
    *) break ;;
  esac
done
[ $# -eq 1 ] || die "usage: deploy.sh [--dry-run] ENVIRONMENT"

load_config "$1"
info "deploying build/ to $DEPLOY_ENV ($TARGET_HOST:$TARGET_DIR) as $DEPLOY_USER"

if [ "$DRY_RUN" -eq 1 ]; then
  info "dry run: would run rsync -az --delete build/ $DEPLOY_USER@$TARGET_HOST:$TARGET_DIR/"
  exit 0
fi
rsync -az --delete "$ROOT/build/" "$DEPLOY_USER@$TARGET_HOST:$TARGET_DIR/"
ssh "$DEPLOY_USER@$TARGET_HOST" "sudo systemctl reload $SERVICE_NAME"
info "done"
