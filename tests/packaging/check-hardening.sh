#!/usr/bin/env bash
# Each binary carries Debian's hardening (what dpkg-buildflags gives on
# Debian 12 and lintian's hardening-* tags look for): position-independent,
# the stack protector, _FORTIFY_SOURCE's checked functions, RELRO and
# BIND_NOW. Read with readelf always, and by devscripts' hardening-check where
# it is installed (without control-flow protection, which Debian 12's
# defaults do not ask for either).
#
# A binary named after --no-checked-functions calls no libc function whose
# buffer size the compiler could not prove (runledger-sandbox: Qt does its
# work), so _FORTIFY_SOURCE leaves no checked call in it for any reader to
# find; that it is compiled with the flag is checked with
# --compile-commands instead (every source of app/ and models/ in the
# build's compile_commands.json carries -D_FORTIFY_SOURCE=2).
set -euo pipefail
fail=0
unchecked=()
binaries=()
while (($#)); do
  case $1 in
    --no-checked-functions) unchecked+=("$2"); shift 2 ;;
    --compile-commands)
      db=$2; shift 2
      missing=$(python3 - "$db" <<'PY'
import json, sys
bad = [e["file"] for e in json.load(open(sys.argv[1]))
       if ("/app/" in e["file"] or "/models/" in e["file"]) and not e["file"].startswith(e["directory"] + "/")
       and "-D_FORTIFY_SOURCE=2" not in e.get("command", " ".join(e.get("arguments", [])))]
print("\n".join(bad[:5]))
PY
)
      [ -z "$missing" ] || { echo "compiled without -D_FORTIFY_SOURCE=2:"; echo "$missing"; fail=1; } ;;
    *) binaries+=("$1"); shift ;;
  esac
done
for b in "${binaries[@]}"; do
  name=${b##*/}
  nochk=0
  for u in "${unchecked[@]}"; do [[ $name == "$u" ]] && nochk=1; done
  if command -v hardening-check >/dev/null; then
    if ! verdict=$(hardening-check --nocfprotection $([ "$nochk" = 1 ] && echo --nofortify) "$b" 2>&1); then
      echo "$verdict"; fail=1
    fi
  fi
  readelf -hW "$b" | grep -qE 'Type: +DYN' || { echo "$name: not a position-independent executable"; fail=1; }
  readelf -lW "$b" | grep -q 'GNU_RELRO' || { echo "$name: no RELRO segment"; fail=1; }
  readelf -dW "$b" | grep -qE '\(BIND_NOW\)|\(FLAGS\).*BIND_NOW|\(FLAGS_1\).*\bNOW\b' || { echo "$name: relocations not bound at start (BIND_NOW)"; fail=1; }
  symbols=$(readelf --dyn-syms -W "$b")
  grep -q '__stack_chk_fail' <<<"$symbols" || { echo "$name: no stack protector"; fail=1; }
  [ "$nochk" = 1 ] || grep -qE '__[a-z0-9_]+_chk(@|$| )' <<<"$symbols" || { echo "$name: no function checked by _FORTIFY_SOURCE"; fail=1; }
done
[ "$fail" = 0 ] && echo "hardened: ${binaries[*]}"
exit "$fail"
