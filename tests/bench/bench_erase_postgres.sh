#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# bench_erase.sh on PostgreSQL: erasure of one customer among N operations.
# The same ledger as make-big-ledger.sh (3 steps, 2 attempts on average; 1 %
# held, 0.5 % uncertain, 0.5 % awaiting approval), written by SQL on the
# server, each event's body naming its own customer and indexed as serve
# indexes it; then `runledgerctl erase` timed for one completed customer, the
# address looked for in a pg_dump, and `verify`.
# Usage: bench_erase_postgres.sh RUNLEDGERCTL POSTGRESQL_URL_OF_AN_EMPTY_DATABASE [N]
# (tests/support/postgres-fixture.sh start DIR makes a private server; createdb a database on it.)
set -euo pipefail
ctl=$1 url=$2 n=${3:-1000000}
start=$(date +%s.%N)
"$ctl" init --ledger "$url" >/dev/null
psql -q -v ON_ERROR_STOP=1 "$url" <<SQL
SET synchronous_commit = off;
BEGIN;
CREATE TEMP TABLE n AS SELECT i FROM generate_series(1, $n) AS i;
INSERT INTO events (id, source, event_id, topic, received_at, payload, payload_sha256, event_key)
  SELECT i, 'shopify:bench-shop.myshopify.com', 'evt-' || i, 'orders/create',
         to_char(timestamp '2026-11-01' + (i % 2000000) * interval '1 second', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
         '\\x7b7d'::bytea, 'x', decode(md5(i::text), 'hex') FROM n;
SELECT setval(pg_get_serial_sequence('events', 'id'), $n) \\g /dev/null
INSERT INTO deliveries (delivery_id, event_ref, received_at, signature_scheme)
  SELECT 'shopify:whk-' || i, i, '2026-11-01T00:00:00.000Z', 'shopify-hmac-sha256' FROM n;
INSERT INTO operations (id, trigger_key, event_ref, flow, intended_action, state, created_at, updated_at, held_since, attempts, open_step)
  SELECT format('01a20000-%s-7%s-8%s-%s', lpad(to_hex(i / 16777216), 4, '0'), lpad(to_hex((i / 4096) % 4096), 3, '0'),
                lpad(to_hex(i % 4096), 3, '0'), lpad(to_hex(i), 12, '0')),
         format('event:%s|order-followup', lpad(i::text, 12, '0')), i, 'order-followup', 'Follow up order #' || i || ': CRM task, then e-mail',
         CASE WHEN i % 100 = 0 THEN 'held' WHEN i % 200 = 1 THEN 'uncertain' WHEN i % 200 = 2 THEN 'awaiting_approval' ELSE 'completed' END,
         '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z',
         CASE WHEN i % 100 = 0 THEN '2026-11-02T00:00:00.000Z' END, 4,
         CASE WHEN i % 100 = 0 OR i % 200 = 1 THEN 1 WHEN i % 200 = 2 THEN 3 ELSE 0 END FROM n;
INSERT INTO steps (operation_id, position, kind, target, reference, state, hold_reason, capability, attempts_used, attempt_limit,
                   max_attempts, key_retention_s, settle_ms, content_version, target_reference, updated_at)
  SELECT o.id, p.p, CASE p.p WHEN 2 THEN 'email.send' ELSE 'crm.create_task' END, 'sandbox-crm',
         'rl_' || o.event_ref || '_' || p.p,
         CASE WHEN o.state = 'completed' OR p.p < o.open_step THEN 'confirmed'
              WHEN p.p > o.open_step THEN 'pending'
              WHEN o.state = 'held' THEN 'held' WHEN o.state = 'uncertain' THEN 'uncertain' ELSE 'awaiting_approval' END,
         CASE WHEN o.state = 'held' AND p.p = 1 THEN 'unresolved_uncertain' ELSE '' END,
         'protected_create', CASE p.p WHEN 1 THEN 2 ELSE 1 END, 3, 3, 86400, 0, 1, 'task_' || o.event_ref || '_' || p.p,
         '2026-11-01T00:00:00.000Z'
  FROM operations o, (VALUES (1), (2), (3)) AS p(p);
INSERT INTO attempts (id, step_ref, number, worker, started_at, ended_at, request_fingerprint, outcome, http_status)
  SELECT 'a' || s.id || '_' || k.k, s.id, k.k, 'bench', '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.100Z', 'f',
         CASE WHEN k.k = 1 AND s.position = 1 THEN 'uncertain' ELSE 'succeeded' END, 201
  FROM steps s, (VALUES (1), (2)) AS k(k) WHERE k.k <= s.attempts_used;
COMMIT;
SQL
# Each event's body names its customer; the subject index as serve writes it.
key=$(psql -Atq "$url" -c "SELECT value FROM ledger_keys WHERE name = 'subject'")
python3 - "$key" "$n" > "${TMPDIR:-/tmp}/bench_erase_bodies.tsv" <<'PY'
import hashlib, hmac, json, sys
key, n = bytes.fromhex(sys.argv[1]), int(sys.argv[2])
for i in range(1, n + 1):
    email = f"customer{i}@example.org"
    body = json.dumps({"id": i, "email": email, "customer": {"email": email, "first_name": f"First{i}", "last_name": f"Last{i}"},
                       "shipping_address": {"address1": f"Street {i}", "city": "Town"}})
    print(f"{i}\t{body}\t{hmac.new(key, ('email:' + email).encode(), hashlib.sha256).hexdigest()}")
PY
psql -q -v ON_ERROR_STOP=1 "$url" <<SQL
BEGIN;
CREATE TEMP TABLE bodies (id BIGINT PRIMARY KEY, body TEXT, subject TEXT);
\copy bodies FROM '${TMPDIR:-/tmp}/bench_erase_bodies.tsv'
UPDATE events e SET payload = convert_to(b.body, 'UTF8'), subjects_indexed = 1 FROM bodies b WHERE e.id = b.id;
INSERT INTO event_subjects (event_ref, subject) SELECT id, subject FROM bodies;
COMMIT;
VACUUM ANALYZE;
SQL
rm -f "${TMPDIR:-/tmp}/bench_erase_bodies.tsv"
made=$(date +%s.%N)
customer=customer123457@example.org
[ "$n" -ge 123457 ] || customer=customer$(( n / 2 * 2 - 7 ))@example.org
tf=$(date +%s.%N)
"$ctl" erase --ledger "$url" --customer "$customer" --dry-run >/dev/null
td=$(date +%s.%N)
t0=$td
out=$("$ctl" erase --ledger "$url" --customer "$customer" --reviewer Bench --rationale "bench erasure, ticket 1" --json)
t1=$(date +%s.%N)
echo "$out"
other=customer$(( ${customer//[!0-9]/} - 2 ))@example.org # another completed customer: kept
pg_dump --data-only "$url" 2>/dev/null > "${TMPDIR:-/tmp}/bench_erase.dump"
# In text columns as written, in BYTEA ones (the bodies) as pg_dump writes them: hex.
inDump() { grep -q -e "$1" -e "$(printf '%s' "$1" | od -An -tx1 | tr -d ' \n')" "${TMPDIR:-/tmp}/bench_erase.dump"; }
if inDump "$customer"; then echo "the customer's address is still in a pg_dump of the ledger"; exit 1; fi
if ! inDump "$other"; then echo "another customer's address is gone from the pg_dump"; exit 1; fi
rm -f "${TMPDIR:-/tmp}/bench_erase.dump"
"$ctl" verify --ledger "$url" >/dev/null
printf 'operations: %d  database: %s  made in %.0f s\n' "$n" "$(psql -Atq "$url" -c 'SELECT pg_size_pretty(pg_database_size(current_database()))')" \
    "$(echo "$made - $start" | bc)"
printf 'find only (--dry-run, process start and exit included): %.3f s\n' "$(echo "$td - $tf" | bc)"
printf 'erase (find, erase, process start and exit included): %.3f s\n' "$(echo "$t1 - $t0" | bc)"
