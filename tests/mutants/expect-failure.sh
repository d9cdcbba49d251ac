#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs one test function of a binary built against a mutant and passes only
# when that function fails: the test would catch the bug the mutant plants.
# Usage: expect-failure.sh BINARY FUNCTION
set -uo pipefail
binary=${1:?binary} function=${2:?test function}
out=$("$binary" "$function" 2>&1)
status=$?
name=$(basename "$binary")
if (( status == 0 )); then
  echo "$name: $function passed against the mutant: it does not catch the bug"
  echo "$out" | tail -5
  exit 1
fi
if ! grep -q "^FAIL!  : .*::$function(" <<<"$out"; then
  echo "$name: exit $status, but not a failure of $function (crash or setup?)"
  echo "$out" | tail -20
  exit 1
fi
echo "$name: $function fails against the mutant, as it must:"
grep -A2 "^FAIL!  : " <<<"$out" | head -6
