#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 on a loopback port, as user postgres (it refuses to run as root),
# and prints the URL to test against. Usage: eval "$(bash .ci/postgres.sh start)"; bash .ci/postgres.sh stop DIR
set -euo pipefail
PGBIN=/usr/lib/postgresql/15/bin
PORT=${PGPORT_FOR_TESTS:-55432}

case "${1:-}" in
  start)
    if [ ! -x "$PGBIN/initdb" ]; then
      export DEBIAN_FRONTEND=noninteractive
      apt-get update -qq >&2 && apt-get install -y -qq postgresql-15 >&2
    fi
    dir=$(mktemp -d /tmp/gp-postgres.XXXXXX)
    chown postgres "$dir"
    su postgres -s /bin/sh -c "$PGBIN/initdb -D '$dir/data' -A trust -U postgres --no-sync" >/dev/null
    su postgres -s /bin/sh -c "$PGBIN/pg_ctl -D '$dir/data' -l '$dir/log' -w -o \"-p $PORT -k '$dir' -c listen_addresses=127.0.0.1 -c fsync=off\" start" >&2
    echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/postgres"
    echo "export GP_POSTGRES_DIR=$dir"
    ;;
  stop)
    su postgres -s /bin/sh -c "$PGBIN/pg_ctl -D '$2/data' -m fast -w stop" >&2 || true
    rm -rf "$2"
    ;;
  *)
    echo "usage: $0 start | stop DIR" >&2
    exit 2
    ;;
esac
