#!/usr/bin/env bash
# Builds the .deb with CPack and checks what dpkg would install and require.
set -euo pipefail
cpack=$1 build=$2
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
(cd "$build" && "$cpack" -G DEB -B "$out" >"$out/cpack.log" 2>&1) || { cat "$out/cpack.log"; exit 1; }
deb=$(ls "$out"/*.deb)
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
# libsqlite3-0: intake writes through it on the Qt driver's connection; libssl3: digests.
for need in libqt6sql6-sqlite qt6-qpa-plugins libqt6core6 libqt6widgets6 libsqlite3-0 libssl3 fonts-dejavu-core; do
  grep -q "$need" <<<"$depends" || { echo "missing dependency: $need"; exit 1; }
done
files=$(dpkg-deb -c "$deb")
for f in ./usr/bin/runledger ./usr/bin/runledgerctl ./usr/libexec/runledger/runledger-pdf \
         ./usr/share/applications/org.runledger.Runledger.desktop \
         ./usr/share/metainfo/org.runledger.Runledger.metainfo.xml \
         ./usr/share/man/man1/runledgerctl.1 ./usr/share/man/man1/runledger.1 \
         ./usr/share/doc/runledger/operators.md; do
  grep -q " $f\$" <<<"$files" || { echo "missing file in package: $f"; exit 1; }
done
echo "package ok: $(basename "$deb")"
