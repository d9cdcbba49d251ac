#!/usr/bin/env bash
# The man pages name every command and every option the binaries' --help
# prints, with each default as an installed system has it (the help runs with
# a home of its own, written "~" in the page: never a build machine's home),
# every environment variable the binaries read, and the files of a systemd
# instance; and they render without a warning.
set -euo pipefail
ctl=$1 console=$2 man=$3
fail=0
page="$man/runledgerctl.1"
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export HOME="$home/home"
unset XDG_DATA_HOME
# The page's text as a reader sees it: groff's escapes undone.
plain() { sed -e 's/\\-/-/g' -e 's/\\\[u2026\]/…/g' -e 's/\\f[BIRP]//g' "$1"; }
# Every "(default: X" and "(default X" of a help text appears in the page as
# it reads. Compared without white space: the help wraps its lines, inside a
# long word too.
defaults() { # HELP PAGE WHAT
  local help=$1 text=$2 what=$3
  local flat
  flat=$(tr -d ' \t\n' <<<"$text")
  while IFS= read -r d; do
    [ -z "$d" ] && continue
    grep -qF -- "$d" <<<"$flat" || { echo "$what: the page does not say ${d#(}"; fail=1; }
  done < <(sed "s|$HOME|~|g" <<<"$help" | tr -d ' \t\n' | grep -oE '\(default:?[^);]*' | sort -u)
}
page_text=$(plain "$page")
commands=$("$ctl" --help | sed -n '/^Commands:/,/^$/p' | awk 'NR>1 && NF {print $1}')
[ -n "$commands" ] || { echo "runledgerctl --help lists no commands"; exit 1; }
for c in $commands; do
  grep -q "^\.SS \"$c\"" "$page" || { echo "runledgerctl.1 lacks the command $c"; fail=1; }
  help=$("$ctl" "$c" --help)
  for o in $(grep -oE -- '--[a-z][a-z-]*' <<<"$help" | sort -u); do
    [ "$o" = --help ] || [ "$o" = --help-all ] && continue
    grep -qF -- "$(sed 's/-/\\-/g' <<<"$o")" "$page" || { echo "runledgerctl.1 lacks $c $o"; fail=1; }
  done
  # The usage line names the command, as it is typed.
  head -1 <<<"$help" | grep -q "^Usage: runledgerctl $c " || { echo "runledgerctl $c --help: usage line is: $(head -1 <<<"$help")"; fail=1; }
  defaults "$help" "$page_text" "runledgerctl.1, $c"
done
# No build machine's home, and no path made for this check, in a page.
if grep -nE '/nonexistent|/home/|/root/|/tmp/' "$man"/*.1; then echo "a man page names a machine's own path"; fail=1; fi
# Every variable the binaries read is under ENVIRONMENT (Qt keeps string
# literals in UTF-16: both encodings are searched).
environment=$(sed -n '/^\.SH ENVIRONMENT/,/^\.SH /p' "$page")
for v in $( (strings -a "$ctl"; strings -a -el "$ctl") | grep -oE '\bRUNLEDGER_[A-Z0-9_]+|\bPGPASSWORD\b' | sort -u); do
  case $v in RUNLEDGER_TEST_*) echo "runledgerctl reads a test's variable: $v"; fail=1; continue ;; esac
  grep -qF "$(sed 's/_/_/g' <<<"$v")" <<<"$environment" || { echo "runledgerctl.1 lacks the environment variable $v"; fail=1; }
done
for v in token_env webhook_secret_env secret_env; do
  grep -q "$v" <<<"$environment" || { echo "runledgerctl.1 does not say what $v names"; fail=1; }
done
# The same for the console and its page.
console_environment=$(sed -n '/^\.SH ENVIRONMENT/,/^\.SH /p' "$man/runledger.1")
[ -n "$console_environment" ] || { echo "runledger.1 has no ENVIRONMENT section"; fail=1; }
for v in $( (strings -a "$console"; strings -a -el "$console") | grep -oE '\bRUNLEDGER_[A-Z0-9_]+|\bPGPASSWORD\b' | sort -u) PGPASSWORD; do
  case $v in RUNLEDGER_TEST_*) echo "runledger reads a test's variable: $v"; fail=1; continue ;; esac
  grep -qF "$v" <<<"$console_environment" || { echo "runledger.1 lacks the environment variable $v"; fail=1; }
done
grep -q token_env <<<"$console_environment" || { echo "runledger.1 does not say what token_env names"; fail=1; }
for f in /etc/runledger/NAME.json /etc/runledger/NAME.env /var/lib/runledger/NAME/ledger.sqlite runledger-serve@.service; do
  grep -qF "$f" "$page" || { echo "runledgerctl.1 lacks the file $f"; fail=1; }
done
console_help=$(QT_QPA_PLATFORM=offscreen "$console" --help)
for o in $(grep -oE -- '--[a-z][a-z-]*' <<<"$console_help" | sort -u); do
  [ "$o" = --help ] || [ "$o" = --help-all ] && continue
  grep -qF -- "$(sed 's/-/\\-/g' <<<"$o")" "$man/runledger.1" || { echo "runledger.1 lacks $o"; fail=1; }
done
defaults "$console_help" "$(plain "$man/runledger.1")" "runledger.1"
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
