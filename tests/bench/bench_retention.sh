#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Intake's latency while serve's retention works through a backlog
# (docs/personal-data.md, "Retention"): a ledger of N resolved operations
# (make-big-ledger.sh) whose signed bodies (about 0.6 KB, naming a customer)
# are past the default 30 days, served twice with the sandbox as target:
# once with retention off (every period 0), once with the defaults, while
# LOAD_SECONDS of signed orders/create deliveries are posted by CLIENTS
# keep-alive connections. Prints each run's answered requests, median and
# 99th percentile, and how many bodies retention removed meanwhile; ROUNDS
# (default 3) pairs of runs, alternating, since this machine's disk stalls
# a run now and then whatever it runs (compare the medians).
# Usage: [ROUNDS=3] bench_retention.sh BUILD_DIR [N] [LOAD_SECONDS] [CLIENTS]
set -euo pipefail
build=$1 n=${2:-100000} seconds=${3:-20} clients=${4:-4}
ctl=$build/runledgerctl
dir=$(mktemp -d); echo "scratch: $dir" >&2
trap 'kill $(jobs -p) 2>/dev/null || true; [ -n "${KEEP:-}" ] || rm -rf "$dir"' EXIT
here=$(cd "$(dirname "$0")" && pwd)
"$here/make-big-ledger.sh" "$ctl" "$dir/base.sqlite" "$n" >/dev/null
python3 - "$dir/base.sqlite" <<'PY'
import json, sqlite3, sys
db = sqlite3.connect(sys.argv[1])
with db:
    db.execute("UPDATE operations SET resolved_at = '2026-10-01T00:00:00.000Z' WHERE state IN ('completed', 'abandoned')")
    db.execute("UPDATE events SET received_at = '2026-10-01T00:00:00.000Z', subjects_indexed = 1")
    rows = db.execute("SELECT id FROM events").fetchall()
    db.executemany("UPDATE events SET payload = ? WHERE id = ?",
                   ((json.dumps({"id": i, "email": f"customer{i}@example.org", "customer": {"first_name": f"First{i}", "last_name": f"Last{i}"},
                                 "shipping_address": {"address1": f"Street {i}", "city": "Town", "zip": "12345", "phone": "+49 30 000000"},
                                 "line_items": [{"title": "Voucher 50", "price": "49.90", "quantity": 1}]}).encode(), i) for (i,) in rows))
db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
PY
"$build/runledger-sandbox" --listen 127.0.0.1:0 >"$dir/sandbox.log" 2>&1 &
for _ in $(seq 100); do grep -q "listening on" "$dir/sandbox.log" && break; sleep 0.1; done
sandbox=$(grep -o 'http://127.0.0.1:[0-9]*' "$dir/sandbox.log" | head -1)

run() { # name retention_days_json
  local name=$1 days=$2 ledger=$dir/$1.sqlite
  rm -f "$ledger-wal" "$ledger-shm" # a killed run's write-ahead log must not be read into the fresh copy
  cp "$dir/base.sqlite" "$ledger"
  sync # the copy (and the generated ledger) on disk first: its write-back would stall the run's fsyncs
  python3 - "$here/../../resources/examples/sandbox.json" "$sandbox" "$days" >"$dir/$name.json" <<'PY'
import json, sys
c = json.load(open(sys.argv[1]))
for t in c["targets"].values():
    t["base_url"] = sys.argv[2]
c["privacy"]["retention_days"] = json.loads(sys.argv[3])
print(json.dumps(c))
PY
  RUNLEDGER_SHOPIFY_SECRET=bench-secret "$ctl" serve --ledger "$ledger" --config "$dir/$name.json" --listen 127.0.0.1:0 \
    >"$dir/$name.log" 2>&1 &
  local pid=$!
  for _ in $(seq 200); do grep -q "runner .* started" "$dir/$name.log" && break; sleep 0.1; done
  local url
  url=$(grep -o 'intake listening on http://127.0.0.1:[0-9]*' "$dir/$name.log" | grep -o 'http.*')
  python3 - "$url" "$seconds" "$clients" "$name" "$here/../data/samples/shopify-orders-create.json" <<'PY'
import base64, hashlib, hmac, http.client, json, sys, threading, time, urllib.parse
url, seconds, clients, name, sample = sys.argv[1], float(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[5]
u = urllib.parse.urlparse(url)
order = json.load(open(sample))
lat, lock = [], threading.Lock()
def client(k):
    conn = http.client.HTTPConnection(u.hostname, u.port)
    i, end, mine = 0, time.monotonic() + seconds, []
    while time.monotonic() < end:
        i += 1
        order["id"] = k * 10_000_000 + i
        order["admin_graphql_api_id"] = "gid://shopify/Order/%d" % order["id"]
        body = json.dumps(order).encode()
        mac = base64.b64encode(hmac.new(b"bench-secret", body, hashlib.sha256).digest()).decode()
        h = {"Content-Type": "application/json", "X-Shopify-Topic": "orders/create", "X-Shopify-Hmac-Sha256": mac,
             "X-Shopify-Shop-Domain": "bench.myshopify.com", "X-Shopify-Webhook-Id": f"{name}-{k}-{i}",
             "X-Shopify-Event-Id": f"{name}-{k}-{i}"}
        t = time.monotonic()
        conn.request("POST", "/webhooks/shopify", body, h)
        r = conn.getresponse(); r.read()
        mine.append(time.monotonic() - t)
        if r.status != 200:
            print("status", r.status); break
    with lock:
        lat.extend(mine)
ts = [threading.Thread(target=client, args=(k,)) for k in range(clients)]
[t.start() for t in ts]; [t.join() for t in ts]
lat.sort()
p = lambda q: lat[min(len(lat) - 1, int(q * len(lat)))] * 1000
print(f"{name}: {len(lat)} deliveries in {seconds:.0f} s, median {p(0.5):.1f} ms, p99 {p(0.99):.1f} ms, max {lat[-1]*1000:.1f} ms")
PY
  kill -9 "$pid"; wait "$pid" 2>/dev/null || true # only intake's latency is measured here
  echo "$name: signed bodies removed meanwhile: $(sqlite3 "$ledger" "SELECT COALESCE(SUM(row_count), 0) FROM personal_data_removals WHERE kind = 'signed_body'")"
}
for round in $(seq "${ROUNDS:-3}"); do
  run without '{"signed_bodies": 0, "content": 0, "evidence_details": 0}'
  run with '{"signed_bodies": 30, "content": 90, "evidence_details": 90}'
done
