#!/usr/bin/env bash
# The binary the service unit runs (runledgerctl: serve) holds no fault
# switch: the sandbox server, its admin API (faults, clock, effect counts)
# and its provider emulations live in runledger-sandbox only
# (docs/sandbox.md). Looked for by their run-time type names, which stay in
# a stripped binary too (runledgerctl's acceptance run may still *call* the
# sandbox's admin API: that is a client, not a switch).
set -euo pipefail
ctl=$1 sandbox=$2
# (The strings are read whole first: grep -q would stop the pipe early.)
has() { local text; text=$(strings -a "$1"); grep -qF "$2" <<<"$text"; }
fail=0
for type in 13SandboxServerE 17ProviderEmulationE 15StripeEmulationE 21ShopifyAdminEmulationE; do
  has "$sandbox" "$type" || { echo "runledger-sandbox has no $type: this check would see nothing"; fail=1; }
  ! has "$ctl" "$type" || { echo "runledgerctl contains the sandbox ($type)"; fail=1; }
done
[ "$fail" = 0 ] && echo "runledgerctl holds no fault switch; runledger-sandbox does"
exit "$fail"
