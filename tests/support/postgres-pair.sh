#!/usr/bin/env bash
# Two private PostgreSQL servers on loopback, a primary and a synchronous
# standby fed by streaming replication, as docs/team-setup.md ("A standby
# that takes over") sets them up, for the failover test.
#
#   postgres-pair.sh start STATE_DIR     initdb the primary (synchronous_standby_names
#                                        naming the standby), pg_basebackup the standby,
#                                        start both, wait until the standby is synchronous;
#                                        write STATE_DIR/url (both hosts, read-write),
#                                        STATE_DIR/primary and STATE_DIR/standby (one URL each)
#   postgres-pair.sh kill-primary STATE_DIR   SIGKILL the primary's postmaster (a crash)
#   postgres-pair.sh promote STATE_DIR   make the standby the primary (pg_ctl promote)
#   postgres-pair.sh stop STATE_DIR      stop both and delete their folder
#
# Runs as the calling user, or as "postgres" when called as root. Without
# PostgreSQL's server programs it writes no URL and exits 0: the test skips.
set -euo pipefail

action=${1:?start, kill-primary, promote or stop}
state=${2:?state folder}
mkdir -p "$state"

as_server_user() {
  if [[ $(id -u) -eq 0 ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)

free_port() {
  for _ in $(seq 50); do
    candidate=$((20000 + RANDOM % 20000))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$candidate") 2>/dev/null; then
      echo "$candidate"
      return
    fi
  done
  echo "postgres-pair: no free port found" >&2
  exit 1
}

# Starts the server in DIR on a free port and prints the port. A port found
# free can be taken by another program before the server binds it (tests run
# side by side): then another one is tried.
start_server() { # DIR LOG [PORT-TO-AVOID]
  local dir=$1 log=$2 avoid=${3:-} port
  for _ in 1 2 3 4 5; do
    port=$(free_port)
    [[ "$port" == "$avoid" ]] && continue
    if as_server_user "$bindir/pg_ctl" -D "$dir" -l "$log" -w -t 60 -o "-p $port" start >/dev/null; then
      echo "$port"
      return 0
    fi
    grep -q "Address already in use" "$log" || break
  done
  cat "$log" >&2
  return 1
}

case "$action" in
start)
  rm -f "$state/url" "$state/primary" "$state/standby" "$state/datadir"
  if [[ -z "$bindir" || ! -x "$bindir/initdb" ]]; then
    echo "postgres-pair: no PostgreSQL server programs (Debian package postgresql); the failover test will skip"
    exit 0
  fi
  data=$(mktemp -d /tmp/runledger-pgpair.XXXXXX)
  echo "$data" >"$state/datadir"
  [[ $(id -u) -eq 0 ]] && chown postgres: "$data"
  as_server_user "$bindir/initdb" -D "$data/primary" -U runledger -A trust -E UTF8 --locale=C >"$data/initdb.log" 2>&1 || {
    cat "$data/initdb.log" >&2
    exit 1
  }
  # Replication over loopback. Commits wait for the standby's flush once it
  # is named synchronous, below (named before it exists, every commit would
  # wait for it).
  as_server_user sh -c "cat >>'$data/primary/postgresql.conf'" <<EOF
listen_addresses = '127.0.0.1'
unix_socket_directories = '$data'
wal_level = replica
max_wal_senders = 4
synchronous_commit = on
EOF
  as_server_user sh -c "echo 'host replication runledger 127.0.0.1/32 trust' >>'$data/primary/pg_hba.conf'"
  p1=$(start_server "$data/primary" "$data/primary.log") || exit 1
  as_server_user "$bindir/createdb" -h 127.0.0.1 -p "$p1" -U runledger runledger_test
  # The standby: a base backup that follows the primary (-R writes
  # standby.signal and primary_conninfo), named standby1. Promoted, it names
  # no synchronous standby of its own, or its commits would wait for one.
  as_server_user "$bindir/pg_basebackup" -h 127.0.0.1 -p "$p1" -U runledger -D "$data/standby" -R -X stream \
    -d "application_name=standby1" >"$data/basebackup.log" 2>&1 || {
    cat "$data/basebackup.log" >&2
    exit 1
  }
  as_server_user sh -c "cat >>'$data/standby/postgresql.conf'" <<EOF
synchronous_standby_names = ''
EOF
  p2=$(start_server "$data/standby" "$data/standby.log" "$p1") || exit 1
  as_server_user "$bindir/psql" -h 127.0.0.1 -p "$p1" -U runledger -d runledger_test -q \
    -c "ALTER SYSTEM SET synchronous_standby_names = 'standby1'" -c "SELECT pg_reload_conf()" >/dev/null
  for _ in $(seq 100); do
    state_now=$(as_server_user "$bindir/psql" -h 127.0.0.1 -p "$p1" -U runledger -d runledger_test -Atc \
      "SELECT sync_state FROM pg_stat_replication WHERE application_name = 'standby1'" 2>/dev/null || true)
    [[ "$state_now" == "sync" ]] && break
    sleep 0.1
  done
  [[ "$state_now" == "sync" ]] || { echo "postgres-pair: the standby never became synchronous" >&2; cat "$data/standby.log" >&2; exit 1; }
  echo "$p1" >"$data/primary.port"
  echo "$p2" >"$data/standby.port"
  echo "postgresql://runledger@127.0.0.1:$p1,127.0.0.1:$p2/runledger_test?target_session_attrs=read-write&connect_timeout=2" >"$state/url"
  echo "postgresql://runledger@127.0.0.1:$p1/runledger_test" >"$state/primary"
  echo "postgresql://runledger@127.0.0.1:$p2/runledger_test" >"$state/standby"
  echo "postgres-pair: primary on 127.0.0.1:$p1, synchronous standby on 127.0.0.1:$p2 ($data)"
  ;;
kill-primary)
  data=$(cat "$state/datadir")
  pid=$(head -n 1 "$data/primary/postmaster.pid")
  kill -KILL "$pid"
  echo "postgres-pair: primary (pid $pid) killed"
  ;;
promote)
  data=$(cat "$state/datadir")
  as_server_user "$bindir/pg_ctl" -D "$data/standby" -w -t 60 promote >/dev/null
  echo "postgres-pair: standby promoted"
  ;;
stop)
  if [[ -f "$state/datadir" ]]; then
    data=$(cat "$state/datadir")
    for db in primary standby; do
      if [[ -d "$data/$db" && -n "$bindir" ]]; then
        as_server_user "$bindir/pg_ctl" -D "$data/$db" -m immediate -w stop >/dev/null 2>&1 || true
      fi
    done
    # A killed postmaster leaves its backends for a moment.
    pkill -KILL -f "postgres.*-D $data/" 2>/dev/null || true
    rm -rf "$data"
    rm -f "$state/datadir" "$state/url" "$state/primary" "$state/standby"
    echo "postgres-pair: stopped and removed $data"
  fi
  ;;
*)
  echo "usage: $0 start|kill-primary|promote|stop STATE_DIR" >&2
  exit 1
  ;;
esac
