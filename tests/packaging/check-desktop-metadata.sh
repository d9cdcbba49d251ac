#!/usr/bin/env bash
# What the desktop learns of Runledger: the .desktop file claims no file type
# that other programs' files share (a Runledger ledger is an SQLite file,
# like a browser's history: the desktop must not offer Runledger for those),
# and the AppStream metainfo names the bug tracker, the source and the Qt
# translations (docs/decisions.md).
set -euo pipefail
desktop=$1 metainfo=$2
fail=0
if grep -iE '^MimeType=.*(sqlite|x-sqlite3|octet-stream)' "$desktop"; then
  echo "the .desktop file claims every SQLite file"; fail=1
fi
for tag in 'url type="bugtracker"' 'url type="vcs-browser"' 'translation type="qt"'; do
  grep -q "<$tag" "$metainfo" || { echo "the metainfo lacks <$tag>"; fail=1; }
done
for lang in de nl da cs; do
  grep -q "<lang percentage=\"100\">$lang</lang>" "$metainfo" || { echo "the metainfo does not list $lang"; fail=1; }
done
[ "$fail" = 0 ] && echo "desktop entry and metainfo ok"
exit "$fail"
