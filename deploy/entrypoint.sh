#!/bin/sh
# The image's entry point (deploy/Dockerfile): `serve` (the default) starts the server; the
# server's commands (migrate, backup, restore, tenant-state, person-export, person-erase) run
# once and exit with its code; anything else runs as given (a shell for debugging). `exec`
# replaces this shell with node, so the orchestrator's SIGTERM reaches the server's graceful
# shutdown (docs/OPERATIONS.md).
set -eu
APP_HOME="${APP_HOME:-/app}"
MAIN="$APP_HOME/dist/server/main.js"

if [ ! -f "$MAIN" ]; then
  echo "checklists: $MAIN is missing (build with npm run build)" >&2
  exit 2
fi

command="${1:-serve}"
case "$command" in
  serve)
    [ "$#" -gt 0 ] && shift
    exec node "$MAIN" "$@"
    ;;
  migrate | backup | restore | tenant-state | person-export | person-erase)
    exec node "$MAIN" "$@"
    ;;
  *)
    exec "$@"
    ;;
esac
