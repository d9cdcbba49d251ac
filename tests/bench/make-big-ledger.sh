#!/usr/bin/env bash
# Generates a ledger with N operations (3 steps and 4 attempts each; 1 % held,
# 0.5 % uncertain, 0.5 % awaiting approval, the rest completed) for bench_console.
# Usage: make-big-ledger.sh RUNLEDGERCTL OUT.sqlite [N]
set -euo pipefail
ctl=$1 out=$2 n=${3:-1000000}
rm -f "$out" "$out-wal" "$out-shm"
"$ctl" init --ledger "$out" >/dev/null
sqlite3 "$out" <<SQL
PRAGMA journal_mode=WAL;
PRAGMA synchronous=OFF;
PRAGMA cache_size=-262144;
BEGIN;
CREATE TEMP TABLE n(i INTEGER PRIMARY KEY);
WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < $n) INSERT INTO n SELECT i FROM c;
INSERT INTO events (id, source, event_id, topic, received_at, payload, payload_sha256, event_key)
  SELECT i, 'shopify:bench-shop.myshopify.com', 'evt-' || i, 'orders/create',
         strftime('%Y-%m-%dT%H:%M:%fZ', '2026-11-01', '+' || (i % 2000000) || ' seconds'), '{}', 'x', randomblob(16) FROM n;
INSERT INTO deliveries (delivery_id, event_ref, received_at, signature_scheme)
  SELECT 'shopify:whk-' || i, i, '2026-11-01T00:00:00.000Z', 'shopify-hmac-sha256' FROM n;
INSERT INTO operations (id, trigger_key, event_ref, flow, intended_action, state, created_at, updated_at, held_since, attempts, open_step)
  SELECT printf('01a20000-%04x-7%03x-8%03x-%012x', i / 16777216, (i / 4096) % 4096, i % 4096, i),
         printf('event:%012d|order-followup', i), i, 'order-followup', 'Follow up order #' || i || ': CRM task, then e-mail',
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
  FROM operations o, (SELECT 1 AS p UNION ALL SELECT 2 UNION ALL SELECT 3) p;
INSERT INTO attempts (id, step_ref, number, worker, started_at, ended_at, request_fingerprint, outcome, http_status)
  SELECT 'a' || s.id || '_' || k.k, s.id, k.k, 'bench', '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.100Z', 'f',
         CASE WHEN k.k = 1 AND s.position = 1 THEN 'uncertain' ELSE 'succeeded' END, 201
  FROM steps s, (SELECT 1 AS k UNION ALL SELECT 2) k WHERE k.k <= s.attempts_used;
COMMIT;
PRAGMA wal_checkpoint(TRUNCATE);
SQL
echo "generated $n operations in $out ($(du -h "$out" | cut -f1))"
