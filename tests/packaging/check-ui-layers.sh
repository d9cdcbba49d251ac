#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The console's widgets reach the ledger only through its worker thread
# (models/ledgerclient.h): no object file of ui/ may be compiled with a Qt SQL
# header or one of the ledger's own headers, directly or through another
# header. Reads the header dependencies ninja recorded for the last build.
# Usage: check-ui-layers.sh BUILD_DIR
set -euo pipefail
build=${1:?build directory}
cd "$build"
mapfile -t objects < <(ninja -t targets all | grep -oE '^ui/CMakeFiles/[^:]+\.cpp\.o' | sort -u)
(( ${#objects[@]} > 0 )) || { echo "no object files of ui/ in $build"; exit 1; }
forbidden='QtSql/|/models/ledger/(ledger|connection|reader|schema|stepstore|intakestore|runnerqueue|decisions|decisionlog|rowmappers|sqldialect|writestatements)\.h$'
status=0
for o in "${objects[@]}"; do
  deps=$(ninja -t deps "$o")
  [[ $deps == *"#deps"* ]] || { echo "$o: no recorded dependencies (build first)"; status=1; continue; }
  if hits=$(grep -E "$forbidden" <<<"$deps"); then
    echo "$o includes what only the ledger's worker may use:"
    sed 's/^ */  /' <<<"$hits"
    status=1
  fi
done
(( status == 0 )) && echo "${#objects[@]} object files of ui/: none includes Qt SQL or the ledger's internals"
exit $status
