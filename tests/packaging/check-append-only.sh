#!/usr/bin/env bash
# What a person with the sqlite3 shell sees: decisions can be added, never changed or removed.
set -euo pipefail
ctl=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
db="$dir/ledger.sqlite"
"$ctl" init --ledger "$db" >/dev/null
sqlite3 "$db" "INSERT INTO reviewers VALUES ('Alex', '2026-11-29T10:00:00.000Z');
  INSERT INTO decisions VALUES (1, '2026-11-29T10:00:00.000Z', 'Alex', 'op', 0, 'assign', 'why', '{}', 'p', 'h', NULL);"
if sqlite3 "$db" "UPDATE decisions SET rationale = 'changed' WHERE seq = 1" 2>"$dir/err"; then
  echo "UPDATE on decisions succeeded"; exit 1
fi
grep -q "append-only" "$dir/err" || { cat "$dir/err"; exit 1; }
if sqlite3 "$db" "DELETE FROM decisions WHERE seq = 1" 2>"$dir/err"; then
  echo "DELETE on decisions succeeded"; exit 1
fi
grep -q "append-only" "$dir/err" || { cat "$dir/err"; exit 1; }
[[ $(sqlite3 "$db" "SELECT rationale FROM decisions WHERE seq = 1") == why ]] || { echo "row changed"; exit 1; }
echo "decisions refuse UPDATE and DELETE"
