#!/usr/bin/env bash
# A private PostgreSQL server for the ledger's PostgreSQL tests (CTest fixture).
#
#   postgres-fixture.sh start STATE_DIR   initdb into a fresh folder, start on a free
#                                          loopback port, create runledger_test, write
#                                          its URL to STATE_DIR/url
#   postgres-fixture.sh stop STATE_DIR    stop that server and delete its folder
#
# Runs as the calling user, or as "postgres" when called as root (PostgreSQL refuses
# to run as root). Without PostgreSQL's server programs it writes no URL and the
# tests skip, saying why. A URL the caller already gave (RUNLEDGER_TEST_POSTGRES)
# is left to the tests: nothing is started then.
set -euo pipefail

action=${1:?start or stop}
state=${2:?state folder}
mkdir -p "$state"

as_server_user() {
  if [[ $(id -u) -eq 0 ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

case "$action" in
start)
  rm -f "$state/url" "$state/datadir"
  if [[ -n "${RUNLEDGER_TEST_POSTGRES:-}" ]]; then
    echo "postgres-fixture: RUNLEDGER_TEST_POSTGRES is set; using that database"
    exit 0
  fi
  bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [[ -z "$bindir" || ! -x "$bindir/initdb" ]]; then
    echo "postgres-fixture: no PostgreSQL server programs (Debian package postgresql); the PostgreSQL tests will skip"
    exit 0
  fi
  if [[ $(id -u) -eq 0 ]] && ! id postgres >/dev/null 2>&1; then
    echo "postgres-fixture: running as root and there is no postgres user to run the server as" >&2
    exit 1
  fi
  # Outside the build folder: the server user must be able to reach it.
  data=$(mktemp -d /tmp/runledger-pg.XXXXXX)
  echo "$data" >"$state/datadir"
  [[ $(id -u) -eq 0 ]] && chown postgres: "$data"
  as_server_user "$bindir/initdb" -D "$data/db" -U runledger -A trust -E UTF8 --locale=C --no-sync >"$data/initdb.log" 2>&1 || {
    cat "$data/initdb.log" >&2
    exit 1
  }
  # A free loopback port: nothing answers there.
  port=
  for _ in $(seq 50); do
    candidate=$((20000 + RANDOM % 20000))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$candidate") 2>/dev/null; then
      port=$candidate
      break
    fi
  done
  [[ -n "$port" ]] || { echo "postgres-fixture: no free port found" >&2; exit 1; }
  as_server_user "$bindir/pg_ctl" -D "$data/db" -l "$data/server.log" -w -t 60 \
    -o "-p $port -c listen_addresses=127.0.0.1 -c unix_socket_directories=$data -c fsync=off" start >/dev/null || {
    cat "$data/server.log" >&2
    exit 1
  }
  as_server_user "$bindir/createdb" -h 127.0.0.1 -p "$port" -U runledger runledger_test
  echo "postgresql://runledger@127.0.0.1:$port/runledger_test" >"$state/url"
  echo "postgres-fixture: PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port ($data)"
  ;;
stop)
  if [[ -f "$state/datadir" ]]; then
    data=$(cat "$state/datadir")
    bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
    if [[ -d "$data/db" && -n "$bindir" ]]; then
      as_server_user "$bindir/pg_ctl" -D "$data/db" -m immediate -w stop >/dev/null 2>&1 || true
    fi
    rm -rf "$data"
    rm -f "$state/datadir" "$state/url"
    echo "postgres-fixture: stopped and removed $data"
  fi
  ;;
*)
  echo "usage: $0 start|stop STATE_DIR" >&2
  exit 1
  ;;
esac
