#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Bytes per resolved operation before and after retention
# (docs/personal-data.md, "Retention"), measured on real traffic: N signed
# Shopify orders/create deliveries (the sample order, a new id each) through
# `runledgerctl serve` with the sandbox as target and the example
# configuration's flow (a CRM task, then an e-mail). Then the operations are
# aged past 30 days (signed bodies go) and past 90 days (content and evidence
# details go), and serve's retention pass runs each time. After each stage the
# ledger's file is measured as it is and after VACUUM (the live data; pages
# freed by removal are reused by later writes, so a running ledger's file
# tends to the latter). Prints bytes per operation for each stage and a
# year's ledger at 10,000 orders a day under the default periods
# (30 / 90 / 90 days), extrapolated from them.
# Usage: bench_ledger_size.sh BUILD_DIR [N] [CLIENTS]
set -euo pipefail
build=$1 n=${2:-2000} clients=${3:-4}
ctl=$build/runledgerctl
here=$(cd "$(dirname "$0")" && pwd)
dir=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$dir"' EXIT
"$build/runledger-sandbox" --listen 127.0.0.1:0 >"$dir/sandbox.log" 2>&1 &
for _ in $(seq 100); do grep -q "listening on" "$dir/sandbox.log" && break; sleep 0.1; done
sandbox=$(grep -o 'http://127.0.0.1:[0-9]*' "$dir/sandbox.log" | head -1)
python3 - "$here/../../resources/examples/sandbox.json" "$sandbox" >"$dir/config.json" <<'PY'
import json, sys
c = json.load(open(sys.argv[1]))
for t in c["targets"].values():
    t["base_url"] = sys.argv[2]
print(json.dumps(c))
PY
ledger=$dir/size.sqlite
"$ctl" init --ledger "$ledger" >/dev/null

serve() { # starts serve; its pid in $pid, its intake URL in $url
  RUNLEDGER_SHOPIFY_SECRET=bench-secret "$ctl" serve --ledger "$ledger" --config "$dir/config.json" --listen 127.0.0.1:0 \
    >>"$dir/serve.log" 2>&1 &
  pid=$!
  url=
  for _ in $(seq 300); do
    url=$(grep -o 'intake listening on http://127.0.0.1:[0-9]*' "$dir/serve.log" | tail -1 | grep -o 'http.*' || true)
    [ -n "$url" ] && grep -q "runner .* started" "$dir/serve.log" && break
    sleep 0.1
  done
}
waitfor() { # SQL whose answer must become 0
  for _ in $(seq 1200); do
    [ "$(sqlite3 "$ledger" "$1")" = 0 ] && return 0
    sleep 0.5
  done
  echo "gave up waiting for: $1" >&2
  return 1
}
measure() { # stage
  sqlite3 "$ledger" "PRAGMA wal_checkpoint(TRUNCATE)" >/dev/null
  local ops file live
  ops=$(sqlite3 "$ledger" "SELECT COUNT(*) FROM operations")
  file=$(stat -c %s "$ledger")
  cp "$ledger" "$dir/copy.sqlite"
  sqlite3 "$dir/copy.sqlite" "VACUUM"
  live=$(stat -c %s "$dir/copy.sqlite")
  echo "$1 $ops $file $live" >>"$dir/sizes"
  printf '%-34s %6d operations, file %9d bytes (%5d per operation), after VACUUM %9d bytes (%5d per operation)\n' \
    "$1:" "$ops" "$file" $((file / ops)) "$live" $((live / ops))
}

serve
python3 - "$url" "$n" "$clients" "$here/../data/samples/shopify-orders-create.json" <<'PY'
import base64, hashlib, hmac, http.client, json, sys, threading, urllib.parse
url, n, clients, sample = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
u = urllib.parse.urlparse(url)
order = json.load(open(sample))
def client(k):
    conn = http.client.HTTPConnection(u.hostname, u.port)
    for i in range(k, n, clients):
        o = dict(order, id=900000000 + i, admin_graphql_api_id="gid://shopify/Order/%d" % (900000000 + i), name="#%d" % (5000 + i))
        body = json.dumps(o).encode()
        mac = base64.b64encode(hmac.new(b"bench-secret", body, hashlib.sha256).digest()).decode()
        conn.request("POST", "/webhooks/shopify", body, {"Content-Type": "application/json", "X-Shopify-Topic": "orders/create",
                     "X-Shopify-Hmac-Sha256": mac, "X-Shopify-Shop-Domain": "bench.myshopify.com",
                     "X-Shopify-Webhook-Id": "size-%d" % i, "X-Shopify-Event-Id": "size-%d" % i})
        r = conn.getresponse(); r.read()
        if r.status != 200:
            sys.exit("status %d" % r.status)
ts = [threading.Thread(target=client, args=(k,)) for k in range(clients)]
[t.start() for t in ts]; [t.join() for t in ts]
PY
waitfor "SELECT $n - COUNT(*) FROM operations WHERE state = 'completed'"
kill "$pid"; wait "$pid" || true
measure "resolved, nothing removed"

# 40 days later: past the signed bodies' 30 days.
sqlite3 "$ledger" "UPDATE operations SET resolved_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-40 days');
  UPDATE events SET received_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-41 days')"
serve
waitfor "SELECT COUNT(*) FROM events WHERE payload_removed_at IS NULL"
kill "$pid"; wait "$pid" || true
measure "after 30 days (signed bodies)"

# 100 days later: past content's and evidence details' 90 days.
sqlite3 "$ledger" "UPDATE operations SET resolved_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-100 days');
  UPDATE events SET received_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-101 days')"
serve
waitfor "SELECT COUNT(*) FROM content_versions WHERE body_removed_at IS NULL"
kill "$pid"; wait "$pid" || true
measure "after 90 days (content, evidence)"

python3 - "$dir/sizes" <<'PY'
import sys
rows = [l.rsplit(None, 3) for l in open(sys.argv[1])]
per = [(int(f) / int(o), int(v) / int(o)) for _, o, f, v in rows]
day = 10_000
# A year at steady state: the newest 30 days whole, days 31-90 without their
# signed bodies, the other 275 days without any personal data.
kept = per[0][1] * 30 * day + per[1][1] * 60 * day + per[2][1] * 275 * day
whole = per[0][1] * 365 * day
print(f"a year at 10,000 orders a day (3,650,000 operations, live data): {kept / 1e9:.2f} GB with the default retention, "
      f"{whole / 1e9:.2f} GB without ({kept / 3_650_000:.0f} against {whole / 3_650_000:.0f} bytes per operation)")
PY
