#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Team mode benchmarks (issue 22), run by hand; they print figures and assert nothing.
#
#   tests/bench/team_bench.sh BUILD_DIR [intake|backlog|team|all] [SECONDS]
#
# intake   `serve --role intake`, wrk with 32 connections, signed Shopify deliveries (every tenth a
#          repeat), on SQLite and on PostgreSQL, each against its durable floor measured in the
#          same run: SQLite, the same rows copied by the sqlite3 shell in one transaction;
#          PostgreSQL, the same rows loaded by one psql session in one transaction, both ways the
#          issue names: COPY, and multi-row INSERTs (pg_dump --inserts, 1,000 rows a statement).
# backlog  intake while two runner processes drain a 10,000-operation backlog (PostgreSQL):
#          wrk's latency percentiles and its slowest answer.
# team     1, 2 and 4 `serve` processes (role all) on one PostgreSQL ledger: deliveries/s,
#          completed operations/s, claims/s, against a bare FOR UPDATE SKIP LOCKED claim loop in
#          psql (the floor), and the share of the ledger's active connections that waited on a
#          lock in pg_stat_activity samples taken every 50 ms.
#
# PostgreSQL: a private server started here (initdb into a temporary folder, fsync and
# synchronous_commit on: durable, as a team runs it), stopped and deleted at the end.
# Needs: wrk, sqlite3, python3, PostgreSQL 15's server programs.
set -euo pipefail
B=$(cd "${1:?build dir}" && pwd)
what=${2:-all}
D=${3:-8}
S=$(cd "$(dirname "$0")/../.." && pwd)
ctl=$B/runledgerctl
W=$(mktemp -d /tmp/runledger-team-bench.XXXXXX)
chmod 755 "$W"
sample=$S/tests/data/samples/shopify-orders-create.json
secret=bench-secret
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  wait 2>/dev/null || true
  [[ -n "${pgbin:-}" ]] && as_pg "$pgbin/pg_ctl" -D "$W/pg" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$W"
}
trap cleanup EXIT

as_pg() { if [[ $(id -u) -eq 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi; }
freeport() { python3 -c 'import socket;s=socket.socket();s.bind(("127.0.0.1",0));print(s.getsockname()[1])'; }

pgbin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
pgport=$(freeport)
[[ $(id -u) -eq 0 ]] && chown postgres: "$W"
as_pg "$pgbin/initdb" -D "$W/pg" -U runledger -A trust -E UTF8 --locale=C >/dev/null
as_pg "$pgbin/pg_ctl" -D "$W/pg" -l "$W/pg.log" -w -o "-p $pgport -c listen_addresses=127.0.0.1 -c unix_socket_directories=$W \
  -c max_connections=200 -c shared_buffers=256MB" start >/dev/null
q() { psql -h 127.0.0.1 -p "$pgport" -U runledger -X -q -v ON_ERROR_STOP=1 "$@"; }
fresh_db() { q -d postgres -c "DROP DATABASE IF EXISTS $1" -c "CREATE DATABASE $1"; }
pgurl() { echo "postgresql://runledger@127.0.0.1:$pgport/$1"; }

sbport=$(freeport)
"$ctl" sandbox --listen "127.0.0.1:$sbport" >"$W/sandbox.log" 2>&1 &
pids+=($!)
sed "s/127.0.0.1:8081/127.0.0.1:$sbport/g; s/localhost:8081/127.0.0.1:$sbport/g" "$S/resources/examples/sandbox.json" >"$W/cfg.json"
sleep 0.5

# serve ROLE LEDGER PORT [extra…]: starts one, returns once it listens.
serve() {
  local role=$1 ledger=$2 port=$3
  shift 3
  RUNLEDGER_SHOPIFY_SECRET=$secret "$ctl" serve --role "$role" --ledger "$ledger" --config "$W/cfg.json" \
    --listen "127.0.0.1:$port" "$@" >>"$W/serve-$port.log" 2>&1 &
  pids+=($!)
  for _ in $(seq 100); do
    (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && return 0
    sleep 0.05
  done
  echo "serve on $port did not start:" >&2
  cat "$W/serve-$port.log" >&2
  return 1
}
stop_all_serve() {
  pkill -f "runledgerctl serve .*--config $W/cfg.json" 2>/dev/null || true
  sleep 0.5
}
script() { python3 "$S/tests/bench/wrk_shopify.py" "$sample" "$secret" "$@"; }
# span_rate N "FIRST LAST": N deliveries over the time between the first and the last one the
# ledger received (each commit stamps its deliveries with one time). wrk's own Requests/sec
# counts its whole -d window, in which the script starts over once all N were sent (and a
# delivery already received is only looked up).
span_rate() {
  python3 - "$1" $2 <<'PY'
import sys
from datetime import datetime
n, a, b = int(sys.argv[1]), sys.argv[2], sys.argv[3]
t = lambda s: datetime.fromisoformat(s.replace("Z", "+00:00"))
print("%.0f" % (n / (t(b) - t(a)).total_seconds()))
PY
}

tables="events deliveries operations steps content_versions"

intake_sqlite() {
  local port
  port=$(freeport)
  rm -f "$W"/l.sqlite* "$W"/f.sqlite*
  "$ctl" init --ledger "$W/l.sqlite" >/dev/null
  serve intake "$W/l.sqlite" "$port"
  script 20000 "sq" >"$W/intake.lua"
  wrk -t1 -c32 -d"${D}s" --latency -s "$W/intake.lua" "http://127.0.0.1:$port/webhooks/shopify" >"$W/wrk-sqlite.txt"
  stop_all_serve
  local n rate sql t0 t1
  n=$(sqlite3 "$W/l.sqlite" 'SELECT COUNT(*) FROM deliveries')
  rate=$(span_rate "$n" "$(sqlite3 "$W/l.sqlite" 'SELECT MIN(received_at) || " " || MAX(received_at) FROM deliveries')")
  "$ctl" init --ledger "$W/f.sqlite" >/dev/null
  sql="PRAGMA synchronous=FULL; PRAGMA journal_mode=WAL; ATTACH '$W/l.sqlite' AS src; BEGIN;"
  for t in $tables; do sql="$sql INSERT INTO main.$t SELECT * FROM src.$t;"; done
  sql="$sql COMMIT;"
  t0=$(date +%s.%N)
  sqlite3 "$W/f.sqlite" "$sql" >/dev/null
  t1=$(date +%s.%N)
  python3 - "$rate" "$n" "$t0" "$t1" "$(grep -c 'Non-2xx' "$W/wrk-sqlite.txt" || true)" <<'PY'
import sys
rate, n, t0, t1, bad = float(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4]), sys.argv[5]
floor = n / (t1 - t0)
print("intake alone, SQLite: %.0f deliveries/s; floor (sqlite3 copies the %d deliveries' rows in one transaction) %.0f/s: %.2f x floor%s"
      % (rate, n, floor, rate / floor, "" if bad == "0" else " (wrk saw non-2xx answers)"))
PY
}

intake_postgres() {
  local port
  port=$(freeport)
  fresh_db bench
  "$ctl" init --ledger "$(pgurl bench)" >/dev/null
  serve intake "$(pgurl bench)" "$port"
  script 20000 "pg" >"$W/intake.lua"
  wrk -t1 -c32 -d"${D}s" --latency -s "$W/intake.lua" "http://127.0.0.1:$port/webhooks/shopify" >"$W/wrk-pg.txt"
  stop_all_serve
  local n rate t0 t1
  n=$(q -d bench -At -c 'SELECT COUNT(*) FROM deliveries')
  rate=$(span_rate "$n" "$(q -d bench -At -c "SELECT MIN(received_at) || ' ' || MAX(received_at) FROM deliveries")")
  fresh_db floor
  "$ctl" init --ledger "$(pgurl floor)" >/dev/null
  : >"$W/load.sql"
  for t in $tables; do
    q -d bench -c "\\copy (SELECT * FROM $t ORDER BY 1) TO '$W/$t.copy'"
    echo "\\copy $t FROM '$W/$t.copy'" >>"$W/load.sql"
  done
  t0=$(date +%s.%N)
  q -d floor -1 -f "$W/load.sql" >/dev/null
  t1=$(date +%s.%N)
  # The issue's other floor: the same rows as multi-row INSERTs (1,000 rows each, pg_dump's
  # own text) in one transaction. Only the INSERT lines: pg_dump's preamble empties the
  # search_path, which the ledger's triggers rely on.
  : >"$W/insert.sql"
  for t in $tables; do
    # (its warning about the operations' circular foreign key goes to a log, shown if it fails)
    "$pgbin/pg_dump" -h 127.0.0.1 -p "$pgport" -U runledger --data-only --inserts --rows-per-insert=1000 -t "$t" bench \
      2>>"$W/pg_dump.log" | grep -P '^INSERT |^\t\(' >>"$W/insert.sql" || { cat "$W/pg_dump.log" >&2; exit 1; }
  done
  fresh_db floor
  "$ctl" init --ledger "$(pgurl floor)" >/dev/null
  local i0 i1
  i0=$(date +%s.%N)
  q -d floor -1 -f "$W/insert.sql" >/dev/null
  i1=$(date +%s.%N)
  [[ $(q -d floor -At -c 'SELECT COUNT(*) FROM deliveries') == "$n" ]] || { echo "the INSERT floor lost rows" >&2; exit 1; }
  python3 - "$rate" "$n" "$t0" "$t1" "$i0" "$i1" <<'PY'
import sys
rate, n = float(sys.argv[1]), int(sys.argv[2])
t0, t1, i0, i1 = map(float, sys.argv[3:7])
floor, inserts = n / (t1 - t0), n / (i1 - i0)
print("intake alone, PostgreSQL: %.0f deliveries/s; floor (one psql COPY of the %d deliveries' rows in one transaction) %.0f/s: %.2f x floor;"
      " floor (the same rows as multi-row INSERTs in one transaction) %.0f/s: %.2f x floor"
      % (rate, n, floor, rate / floor, inserts, rate / inserts))
PY
}

# Samples pg_stat_activity every 50 ms for $1 seconds in one session of its own (the snapshot
# cleared before each sample); prints "waiting total" over the bench database's active client
# connections.
sample_locks() {
  local n=$(($1 * 20))
  q -d postgres -At -c "CREATE TEMP TABLE s (waiting INT, total INT, what TEXT[])" -c "DO \$\$ BEGIN FOR i IN 1..$n LOOP
      PERFORM pg_stat_clear_snapshot();
      INSERT INTO s SELECT COUNT(*) FILTER (WHERE wait_event_type = 'Lock'), COUNT(*),
          array_agg(wait_event) FILTER (WHERE wait_event_type = 'Lock') FROM pg_stat_activity
        WHERE datname = 'bench' AND state = 'active' AND backend_type = 'client backend';
      PERFORM pg_sleep(0.05); END LOOP; END \$\$" \
    -c "SELECT SUM(waiting) || ' ' || SUM(total) || ' ' || COALESCE((SELECT string_agg(w || '=' || n, ',') FROM
          (SELECT w, COUNT(*) AS n FROM s, unnest(what) AS w GROUP BY w ORDER BY w) AS x), '-') FROM s"
}

backlog() {
  local iport
  iport=$(freeport)
  fresh_db bench
  "$ctl" init --ledger "$(pgurl bench)" >/dev/null
  serve intake "$(pgurl bench)" "$iport"
  script 10000 "bl" 0 1 >"$W/fill.lua"
  # wrk's script stops sending once all were answered, but wrk waits out its -d: stopped here.
  wrk -t1 -c32 -d300s -s "$W/fill.lua" "http://127.0.0.1:$iport/webhooks/shopify" >/dev/null &
  local filler=$!
  until [[ $(q -d bench -At -c "SELECT COUNT(*) FROM deliveries") -ge 10000 ]]; do sleep 0.5; done
  kill "$filler" 2>/dev/null || true
  wait "$filler" 2>/dev/null || true
  local ops
  ops=$(q -d bench -At -c "SELECT COUNT(*) FROM operations")
  local r1 r2
  r1=$(freeport)
  r2=$(freeport)
  serve runner "$(pgurl bench)" "$r1" --workers 8
  serve runner "$(pgurl bench)" "$r2" --workers 8
  sleep 1
  script 25000 "live" >"$W/live.lua"
  local before after
  before=$(q -d bench -At -c "SELECT COUNT(*) FROM operations WHERE state = 'completed'")
  wrk -t1 -c32 -d"${D}s" --latency -s "$W/live.lua" "http://127.0.0.1:$iport/webhooks/shopify" >"$W/wrk-backlog.txt"
  after=$(q -d bench -At -c "SELECT COUNT(*) FROM operations WHERE state = 'completed'")
  stop_all_serve
  echo "intake while 2 runner processes drain a backlog of $ops operations (PostgreSQL), ${D} s, 32 connections:"
  awk '/Latency Distribution/ {on=1; next} on && /%/ {printf "  p%s %s\n", $1, $2} /Requests\/sec/ {print "  " $0} /Latency +[0-9]/ {print "  latency avg/stdev/max:", $2, $3, $4}' "$W/wrk-backlog.txt"
  echo "  operations completed meanwhile: $((after - before))"
}

# The floor for claims: N psql sessions, each claiming batches of 4 with FOR UPDATE SKIP LOCKED
# and committing each batch (durably), until 20,000 rows are claimed.
claim_floor() {
  local n=$1
  fresh_db claims
  q -d claims -c "CREATE TABLE q (id BIGSERIAL PRIMARY KEY, state TEXT NOT NULL, claimed_by INT)" \
    -c "INSERT INTO q (state) SELECT 'pending' FROM generate_series(1, 20000)"
  local t0 t1
  t0=$(date +%s.%N)
  local floorpids=()
  for i in $(seq "$n"); do
    q -d claims -c "DO \$\$ DECLARE got INT; BEGIN LOOP
        UPDATE q SET state = 'running', claimed_by = $i WHERE id IN
          (SELECT id FROM q WHERE state = 'pending' ORDER BY id LIMIT 4 FOR UPDATE SKIP LOCKED);
        GET DIAGNOSTICS got = ROW_COUNT; COMMIT; EXIT WHEN got = 0; END LOOP; END \$\$" &
    floorpids+=($!)
  done
  wait "${floorpids[@]}"
  t1=$(date +%s.%N)
  python3 -c "import sys; print('%.0f' % (20000 / (float(sys.argv[2]) - float(sys.argv[1]))))" "$t0" "$t1"
}

team() {
  for n in 1 2 4; do
    fresh_db bench
    "$ctl" init --ledger "$(pgurl bench)" >/dev/null
    local ports=()
    for i in $(seq "$n"); do
      ports+=("$(freeport)")
      serve all "$(pgurl bench)" "${ports[-1]}" --workers 8
    done
    sleep 1
    local k=0
    for p in "${ports[@]}"; do
      k=$((k + 1))
      script 20000 "t$n-$k" >"$W/team-$k.lua"
    done
    k=0
    for p in "${ports[@]}"; do
      k=$((k + 1))
      wrk -t1 -c$((32 / n)) -d"${D}s" -s "$W/team-$k.lua" "http://127.0.0.1:$p/webhooks/shopify" >"$W/wrk-team-$k.txt" &
    done
    # Lock waits are sampled from the first delivery on (wrk loads its script first).
    until [[ $(q -d bench -At -c "SELECT EXISTS (SELECT 1 FROM deliveries)") == t ]]; do sleep 0.05; done
    sample_locks "$D" >"$W/locks.txt" &
    local sampler=$!
    local t1
    while pgrep -x wrk >/dev/null; do sleep 0.1; done
    local completed attempts deliveries first last
    completed=$(q -d bench -At -c "SELECT COUNT(*) FROM operations WHERE state = 'completed'")
    attempts=$(q -d bench -At -c "SELECT COUNT(*) FROM attempts")
    deliveries=$(q -d bench -At -c "SELECT COUNT(*) FROM deliveries")
    # The window: from the first delivery the ledger received (each wrk first loads its script)
    # to the last one, and for the runners to the moment they were counted.
    first=$(q -d bench -At -c "SELECT EXTRACT(EPOCH FROM CAST(MIN(received_at) AS timestamptz)) FROM deliveries")
    last=$(q -d bench -At -c "SELECT EXTRACT(EPOCH FROM CAST(MAX(received_at) AS timestamptz)) FROM deliveries")
    t1=$(date +%s.%N)
    wait "$sampler"
    stop_all_serve
    local floor
    floor=$(claim_floor "$n")
    python3 - "$n" "$first" "$last" "$t1" "$deliveries" "$completed" "$attempts" "$floor" $(cat "$W/locks.txt") <<'PY'
import sys
n, first, last, t1, deliveries, completed, attempts, floor, waiting, total, what = sys.argv[1:]
s = float(last) - float(first)
r = float(t1) - float(first)
share = 100.0 * int(waiting) / max(1, int(total))
print("team, %s serve process(es) on one PostgreSQL ledger: %.0f deliveries/s (%.1f s), %.0f completed operations/s, "
      "%.0f claims/s (%.1f s) (floor: %s bare SKIP LOCKED claims/s from %s psql session(s)); lock waits %s of %s "
      "active-connection samples (%.2f %%; %s)"
      % (n, int(deliveries) / s, s, int(completed) / r, int(attempts) / r, r, floor, n, waiting, total, share, what))
PY
  done
}

case "$what" in
intake) intake_sqlite; intake_postgres ;;
backlog) backlog ;;
team) team ;;
all) intake_sqlite; intake_postgres; backlog; team ;;
*) echo "usage: $0 BUILD_DIR [intake|backlog|team|all] [SECONDS]" >&2; exit 1 ;;
esac
