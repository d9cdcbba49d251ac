#!/usr/bin/env bash
# Builds the .deb with CPack and checks what dpkg would install and require.
set -euo pipefail
cpack=$1 build=$2 source=$3
here=$(dirname "$0")
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
(cd "$build" && "$cpack" -G DEB -B "$out" >"$out/cpack.log" 2>&1) || { cat "$out/cpack.log"; exit 1; }
deb=$(ls "$out"/*.deb)
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
# libsqlite3-0: intake writes through it on the Qt driver's connection; libssl3: digests;
# libsystemd0: serve's sd_notify.
for need in libqt6sql6-sqlite qt6-qpa-plugins libqt6core6 libqt6widgets6 libsqlite3-0 libssl3 libsystemd0 fonts-dejavu-core; do
  grep -q "$need" <<<"$depends" || { echo "missing dependency: $need"; exit 1; }
done
files=$(dpkg-deb -c "$deb")
for f in ./usr/bin/runledger ./usr/bin/runledgerctl ./usr/bin/runledger-sandbox ./usr/libexec/runledger/runledger-pdf \
         ./usr/share/man/man1/runledger-sandbox.1.gz \
         ./usr/share/applications/org.runledger.Runledger.desktop \
         ./usr/share/metainfo/org.runledger.Runledger.metainfo.xml \
         ./usr/share/man/man1/runledgerctl.1.gz ./usr/share/man/man1/runledger.1.gz \
         ./usr/share/doc/runledger/operators.md ./usr/share/doc/runledger/copyright \
         ./usr/share/doc/runledger/changelog.gz ./usr/lib/systemd/system/runledger-serve@.service \
         ./usr/share/doc/runledger/examples/prometheus-alerts.yml \
         ./usr/share/icons/hicolor/scalable/apps/org.runledger.Runledger.svg \
         ./usr/share/icons/hicolor/48x48/apps/org.runledger.Runledger.png \
         ./usr/share/icons/hicolor/256x256/apps/org.runledger.Runledger.png; do
  grep -q " $f\$" <<<"$files" || { echo "missing file in package: $f"; exit 1; }
done
# What a server admin reads before installing: a description beyond one line, a real homepage.
description=$(dpkg-deb -f "$deb" Description)
(( $(wc -l <<<"$description") > 3 )) || { echo "no extended description: $description"; exit 1; }
homepage=$(dpkg-deb -f "$deb" Homepage)
[[ $homepage == https://runledger.org* ]] || { echo "Homepage is not the project's: $homepage"; exit 1; }
root="$out/root"
dpkg-deb -x "$deb" "$root"
# The icon's PNGs: each really a PNG of its folder's size.
for size in 16 24 32 48 64 128 256; do
  png="$root/usr/share/icons/hicolor/${size}x${size}/apps/org.runledger.Runledger.png"
  [[ -f $png ]] || { echo "missing icon: ${size}x${size}"; exit 1; }
  dims=$(file -b "$png")
  [[ $dims == "PNG image data, $size x $size, "* ]] || { echo "icon ${size}x${size} is: $dims"; exit 1; }
done
# Hardened, as installed: PIE, stack protector, _FORTIFY_SOURCE, RELRO, BIND_NOW.
"$here/check-hardening.sh" "$root/usr/bin/runledger" "$root/usr/bin/runledgerctl" "$root/usr/libexec/runledger/runledger-pdf" \
  --no-checked-functions runledger-sandbox "$root/usr/bin/runledger-sandbox"
# The maintainer scripts in the package are the project's, executable, and do what they must.
mkdir -p "$out/control"
dpkg-deb -e "$deb" "$out/control"
for s in postinst prerm postrm; do
  cmp -s "$out/control/$s" "$source/packaging/debian/$s" || { echo "the package's $s is not packaging/debian/$s"; exit 1; }
  [[ $(stat -c %a "$out/control/$s") == 755 ]] || { echo "$s in the package is not mode 0755"; exit 1; }
done
"$here/check-maintainer-scripts.sh" "$out/control"
# Stripped: no debug sections in the installed binaries.
for b in usr/bin/runledger usr/bin/runledgerctl usr/bin/runledger-sandbox usr/libexec/runledger/runledger-pdf; do
  if readelf -S "$root/$b" | grep -q '\.debug_info'; then echo "not stripped: /$b"; exit 1; fi
done
# Their debug sections in runledger-dbgsym, each found by the binary's build id.
dbgsym=$(ls "$out"/runledger-dbgsym_*.*deb 2>/dev/null || true)
[[ -n $dbgsym ]] || { echo "no runledger-dbgsym package"; exit 1; }
debugfiles=$(dpkg-deb -c "$dbgsym")
for b in usr/bin/runledger usr/bin/runledgerctl usr/bin/runledger-sandbox usr/libexec/runledger/runledger-pdf; do
  id=$(readelf -n "$root/$b" | sed -n 's/.*Build ID: \([0-9a-f]*\).*/\1/p')
  grep -q "/usr/lib/debug/.build-id/${id:0:2}/${id:2}.debug\$" <<<"$debugfiles" || { echo "no debug symbols for /$b ($id)"; exit 1; }
done
head -1 "$root/usr/share/doc/runledger/copyright" | grep -q '^Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/' \
  || { echo "copyright is not machine-readable"; exit 1; }
zcat "$root/usr/share/doc/runledger/changelog.gz" | head -1 | grep -q '^runledger (' || { echo "changelog unreadable"; exit 1; }
# The unit for serve: systemd's own check where systemd is installed.
unit="$root/usr/lib/systemd/system/runledger-serve@.service"
grep -q '^ExecStart=/usr/bin/runledgerctl serve ' "$unit" || { echo "the unit does not start serve"; exit 1; }
# serve tells systemd when it is ready and that it is alive (docs/operators.md).
for line in Type=notify NotifyAccess=main WatchdogSec=30s; do
  grep -qx "$line" "$unit" || { echo "the unit lacks $line"; exit 1; }
done
if command -v systemd-analyze >/dev/null; then
  mkdir -p "$out/units"
  sed "s|/usr/bin/runledgerctl|$root/usr/bin/runledgerctl|" "$unit" > "$out/units/runledger-serve@main.service"
  if ! verdict=$(SYSTEMD_LOG_LEVEL=warning systemd-analyze verify --man=no "$out/units/runledger-serve@main.service" 2>&1); then
    echo "systemd-analyze verify: $verdict"; exit 1
  fi
  [[ -z $verdict ]] || { echo "systemd-analyze verify warns: $verdict"; exit 1; }
  # Its hardening, as systemd scores it (0 = fully confined, 10 = exposed): at most 2.0.
  exposure=$(systemd-analyze security --offline=true "$out/units/runledger-serve@main.service" 2>/dev/null \
             | sed -n 's/.*Overall exposure level for [^:]*: \([0-9.]*\).*/\1/p')
  [[ -n $exposure ]] && awk -v e="$exposure" 'BEGIN { exit !(e <= 2.0) }' || { echo "exposure level ${exposure:-unknown} above 2.0"; exit 1; }
  echo "unit verified by systemd-analyze, exposure level $exposure"
else
  echo "systemd-analyze not installed: the unit's syntax was not verified by systemd"
fi
# Debian's own checks: no error; warnings are shown, not fatal.
report=$(lintian --tag-display-limit 0 "$deb" 2>&1) || true
grep -E '^[EW]: ' <<<"$report" || true
if grep -q '^E: ' <<<"$report"; then echo "lintian reports errors"; exit 1; fi
echo "lintian: no errors"
echo "package ok: $(basename "$deb")"
