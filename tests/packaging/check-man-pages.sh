#!/usr/bin/env bash
# The man pages name every command and every option the binaries' --help
# prints, and render without a warning.
set -euo pipefail
ctl=$1 console=$2 man=$3
fail=0
page="$man/runledgerctl.1"
commands=$("$ctl" --help | sed -n '/^Commands:/,/^$/p' | awk 'NR>1 && NF {print $1}')
[ -n "$commands" ] || { echo "runledgerctl --help lists no commands"; exit 1; }
for c in $commands; do
  grep -q "^\.SS \"$c\"" "$page" || { echo "runledgerctl.1 lacks the command $c"; fail=1; }
  for o in $("$ctl" "$c" --help | grep -oE -- '--[a-z][a-z-]*' | sort -u); do
    [ "$o" = --help ] || [ "$o" = --help-all ] && continue
    grep -qF -- "$(sed 's/-/\\-/g' <<<"$o")" "$page" || { echo "runledgerctl.1 lacks $c $o"; fail=1; }
  done
done
for o in $(QT_QPA_PLATFORM=offscreen "$console" --help | grep -oE -- '--[a-z][a-z-]*' | sort -u); do
  [ "$o" = --help ] || [ "$o" = --help-all ] && continue
  grep -qF -- "$(sed 's/-/\\-/g' <<<"$o")" "$man/runledger.1" || { echo "runledger.1 lacks $o"; fail=1; }
done
if command -v groff >/dev/null; then
  for p in "$man"/*.1; do
    warnings=$(groff -man -ww -z "$p" 2>&1)
    [ -z "$warnings" ] || { echo "$p: $warnings"; fail=1; }
  done
else
  echo "groff not installed: rendering not checked"
fi
[ "$fail" = 0 ] && echo "man pages name every command and option"
exit "$fail"
