#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Erasure of one customer among N operations (docs/personal-data.md): a
# ledger made by make-big-ledger.sh, each event's body naming its own
# customer and indexed as serve indexes it (HMAC-SHA256 of "email:<address>"
# under the ledger's subject key), then `runledgerctl erase` timed for one
# customer, found by the index and erased in one transaction.
# Usage: bench_erase.sh RUNLEDGERCTL [N]
set -euo pipefail
ctl=$1 n=${2:-1000000}
dir=$(mktemp -d)
[ -n "${KEEP_LEDGER:-}" ] || trap 'rm -rf "$dir"' EXIT
ledger=$dir/ledger.sqlite
start=$(date +%s.%N)
"$(dirname "$0")/make-big-ledger.sh" "$ctl" "$ledger" "$n" >/dev/null
python3 - "$ledger" "$n" <<'PY'
import hashlib, hmac, json, sqlite3, sys
path, n = sys.argv[1], int(sys.argv[2])
db = sqlite3.connect(path)
db.execute("PRAGMA synchronous=OFF")
key = bytes.fromhex(db.execute("SELECT value FROM ledger_keys WHERE name = 'subject'").fetchone()[0])
def rows():
    for i in range(1, n + 1):
        email = f"customer{i}@example.org"
        body = json.dumps({"id": i, "email": email, "customer": {"email": email, "first_name": f"First{i}", "last_name": f"Last{i}"},
                           "shipping_address": {"address1": f"Street {i}", "city": "Town"}})
        yield body.encode(), hmac.new(key, ("email:" + email).encode(), hashlib.sha256).hexdigest(), i
with db:
    db.executemany("UPDATE events SET payload = ?, subjects_indexed = 1 WHERE id = ?", ((b, i) for b, _, i in rows()))
    db.executemany("INSERT INTO event_subjects (event_ref, subject) VALUES (?, ?)", ((i, s) for _, s, i in rows()))
db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
PY
made=$(date +%s.%N)
# A completed operation's customer (make-big-ledger: i % 100 and i % 200 name the unresolved ones).
customer=customer123457@example.org
[ "$n" -ge 123457 ] || customer=customer$(( n / 2 * 2 - 7 ))@example.org
t0=$(date +%s.%N)
tf=$(date +%s.%N)
"$ctl" erase --ledger "$ledger" --customer "$customer" --dry-run >/dev/null
td=$(date +%s.%N)
t0=$td
out=$("$ctl" erase --ledger "$ledger" --customer "$customer" --reviewer Bench --rationale "bench erasure, ticket 1" --json)
t1=$(date +%s.%N)
echo "$out"
if grep -q "$customer" "$ledger" "$ledger-wal" 2>/dev/null; then echo "the customer's address is still in the ledger's files"; exit 1; fi
"$ctl" verify --ledger "$ledger" >/dev/null
echo "ledger: $ledger" >&2
printf 'operations: %d  ledger: %s  made in %.0f s\n' "$n" "$(du -h "$ledger" | cut -f1)" "$(echo "$made - $start" | bc)"
printf 'find only (--dry-run, process start and exit included): %.3f s\n' "$(echo "$td - $tf" | bc)"
printf 'erase (find, erase, WAL cut back, process start and exit included): %.3f s\n' "$(echo "$t1 - $t0" | bc)"
