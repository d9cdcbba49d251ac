#!/usr/bin/env bash
# Each binary carries Debian's hardening (what dpkg-buildflags gives on
# Debian 12 and lintian's hardening-* tags look for): position-independent,
# the stack protector, _FORTIFY_SOURCE's checked functions, RELRO and
# BIND_NOW. Read with readelf always, and by devscripts' hardening-check where
# it is installed (without control-flow protection, which Debian 12's
# defaults do not ask for either).
set -euo pipefail
fail=0
for b in "$@"; do
  name=${b##*/}
  if command -v hardening-check >/dev/null; then
    if ! verdict=$(hardening-check --nocfprotection "$b" 2>&1); then
      echo "$verdict"; fail=1
    fi
  fi
  readelf -hW "$b" | grep -qE 'Type: +DYN' || { echo "$name: not a position-independent executable"; fail=1; }
  readelf -lW "$b" | grep -q 'GNU_RELRO' || { echo "$name: no RELRO segment"; fail=1; }
  readelf -dW "$b" | grep -qE '\(BIND_NOW\)|\(FLAGS\).*BIND_NOW|\(FLAGS_1\).*\bNOW\b' || { echo "$name: relocations not bound at start (BIND_NOW)"; fail=1; }
  symbols=$(readelf --dyn-syms -W "$b")
  grep -q '__stack_chk_fail' <<<"$symbols" || { echo "$name: no stack protector"; fail=1; }
  grep -qE '__[a-z0-9_]+_chk(@|$| )' <<<"$symbols" || { echo "$name: no function checked by _FORTIFY_SOURCE"; fail=1; }
done
[ "$fail" = 0 ] && echo "hardened: $*"
exit "$fail"
