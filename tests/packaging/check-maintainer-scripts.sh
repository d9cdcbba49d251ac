#!/usr/bin/env bash
# The package's maintainer scripts (packaging/debian/postinst, prerm, postrm)
# do what Debian's systemd helpers would: reload systemd after install,
# upgrade and removal, restart the running runledger-serve@ instances after
# an upgrade, stop them all before a removal, and call nothing where systemd
# does not run. Each script runs with a systemctl of this test's on PATH that
# records its calls (and a deb-systemd-invoke that does); the one line that asks whether systemd runs
# ("-d /run/systemd/system") points at a folder of the test's instead.
set -euo pipefail
dir=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/bin" "$work/run-systemd"
cat > "$work/bin/systemctl" <<'FAKE'
#!/bin/sh
echo "systemctl $*" >> "$CALLS"
case "$*" in
  *list-units*--state=running*) printf 'runledger-serve@shop.service loaded active running Runledger serve (shop)\nrunledger-serve@intake.service loaded active running Runledger serve (intake)\n' ;;
  *list-units*--all*) printf 'runledger-serve@shop.service loaded active running Runledger serve (shop)\nrunledger-serve@old.service loaded inactive dead Runledger serve (old)\n' ;;
esac
FAKE
chmod +x "$work/bin/systemctl"
# deb-systemd-invoke (init-system-helpers) asks policy-rc.d, then calls systemctl.
printf '#!/bin/sh\necho "deb-systemd-invoke $*" >> "$CALLS"\n' > "$work/bin/deb-systemd-invoke"
chmod +x "$work/bin/deb-systemd-invoke"
fail=0
# run SCRIPT SYSTEMD(yes|no) ARGS... — prints the systemctl calls, one a line.
run() {
  local script=$1 systemd=$2; shift 2
  local copy="$work/$script"
  local probe=$([ "$systemd" = yes ] && echo "$work/run-systemd" || echo "$work/no-such-folder")
  grep -q '\[ -d /run/systemd/system \]' "$dir/$script" || { echo "$script: does not ask whether systemd runs"; fail=1; }
  sed -e "s|/run/systemd/system|$probe|g" -e "s|/etc/systemd/system|$work/etc-systemd|g" "$dir/$script" > "$copy"
  : > "$work/calls"
  if ! CALLS="$work/calls" PATH="$work/bin:$PATH" sh -e "$copy" "$@" >/dev/null; then
    echo "$script $*: failed"; fail=1
  fi
  cat "$work/calls"
}
expect() { # WHAT EXPECTED ACTUAL
  if [ "$2" != "$3" ]; then
    printf '%s:\n  expected: %s\n  got:      %s\n' "$1" "$(echo "$2" | paste -sd'|')" "$(echo "$3" | paste -sd'|')"; fail=1
  fi
}
for s in postinst prerm postrm; do
  [ -x "$dir/$s" ] || { echo "$s: missing or not executable"; fail=1; continue; }
  sh -n "$dir/$s" || { echo "$s: not valid sh"; fail=1; }
done
expect "postinst configure (first install)" "systemctl --system daemon-reload" "$(run postinst yes configure '')"
expect "postinst configure 0.0.9 (upgrade)" "systemctl --system daemon-reload
systemctl list-units --type=service --state=running --no-legend --plain runledger-serve@*.service
deb-systemd-invoke try-restart runledger-serve@shop.service
deb-systemd-invoke try-restart runledger-serve@intake.service" "$(run postinst yes configure 0.0.9)"
expect "postinst without systemd" "" "$(run postinst no configure 0.0.9)"
expect "prerm upgrade" "" "$(run prerm yes upgrade 0.1.1)"
expect "prerm remove" "systemctl list-units --type=service --all --no-legend --plain runledger-serve@*.service
deb-systemd-invoke stop runledger-serve@shop.service
deb-systemd-invoke stop runledger-serve@old.service" "$(run prerm yes remove)"
expect "prerm without systemd" "" "$(run prerm no remove)"
expect "postrm remove" "systemctl --system daemon-reload" "$(run postrm yes remove)"
expect "postrm purge" "systemctl --system daemon-reload" "$(run postrm yes purge)"
expect "postrm upgrade" "" "$(run postrm yes upgrade 0.1.1)"
# Purge removes the links of instances enabled by hand, and nothing else.
mkdir -p "$work/etc-systemd/multi-user.target.wants"
touch "$work/etc-systemd/multi-user.target.wants/runledger-serve@shop.service" "$work/etc-systemd/multi-user.target.wants/other.service"
run postrm yes remove >/dev/null
[ -e "$work/etc-systemd/multi-user.target.wants/runledger-serve@shop.service" ] || { echo "postrm remove removed an enabled instance's link"; fail=1; }
run postrm yes purge >/dev/null
[ ! -e "$work/etc-systemd/multi-user.target.wants/runledger-serve@shop.service" ] || { echo "postrm purge left an enabled instance's link"; fail=1; }
[ -e "$work/etc-systemd/multi-user.target.wants/other.service" ] || { echo "postrm purge removed another unit's link"; fail=1; }
[ "$fail" = 0 ] && echo "maintainer scripts: reload, restart on upgrade, stop on removal"
exit "$fail"
