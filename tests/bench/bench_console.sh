#!/usr/bin/env bash
# Console start-up, queue switch, scrolling and memory on a generated ledger of
# N operations, side by side with the same binary on an empty ledger.
# Usage: bench_console.sh BUILD_DIR [N] [WORK_DIR]
set -euo pipefail
build=${1:?build directory, e.g. build/dev} n=${2:-1000000} work=${3:-/tmp/runledger-bench}
mkdir -p "$work"
here=$(cd "$(dirname "$0")" && pwd)
big="$work/big-$n.sqlite" empty="$work/empty.sqlite"
[[ -f $big ]] || "$here/make-big-ledger.sh" "$build/runledgerctl" "$big" "$n"
[[ -f $empty ]] || "$build/runledgerctl" init --ledger "$empty" >/dev/null
probe() { # ledger -> "start_ms all_ms held_ms scroll_ms rows peak_kib"
  local t0 first line out=()
  t0=$(date +%s%N)
  while IFS= read -r line; do
    case $line in
      first-paint*) first=$(( ($(date +%s%N) - t0) / 1000000 ));;
      switch-to-all-ms=*) out[0]=${line#*=}; out[0]=${out[0]%% *};;
      switch-to-held-ms=*) out[1]=${line#*=}; out[1]=${out[1]%% *};;
      scroll-to-end-ms=*) out[2]=${line#*=}; out[3]=${line##*rows=}; out[2]=${out[2]%% *};;
      peak-rss-kib=*) out[4]=${line#*=};;
    esac
  done < <(QT_QPA_PLATFORM=offscreen "$build/runledger" --ledger "$1" --reviewer bench --measure 2>/dev/null)
  echo "$first ${out[*]}"
}
printf '%-8s %10s %10s %10s %12s %10s %12s\n' ledger first-rows switch-all switch-held scroll-to-end rows peak-MB
for run in 1 2 3; do
  for which in empty big; do
    f=$empty; [[ $which == big ]] && f=$big
    read -r first all held scroll rows peak <<<"$(probe "$f")"
    printf '%-8s %8s ms %7s ms %8s ms %9s ms %10s %10s\n' "$which" "$first" "$all" "$held" "$scroll" "$rows" "$((peak / 1024))"
  done
done
echo "targets: first rows < 300 ms and <= 1.5 x empty; switch to Held < 100 ms; peak < 200 MB"
