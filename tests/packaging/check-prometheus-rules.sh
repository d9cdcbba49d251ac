#!/usr/bin/env bash
# The example alerting rules (docs/operators.md, "Monitoring") are valid, and
# fire when they should: after five minutes of refused deliveries, not before,
# not while deliveries are still taken (promtool test rules).
set -euo pipefail
source=$1
if ! command -v promtool >/dev/null; then
  echo "promtool not installed (Debian: prometheus): the rules were not checked"
  exit 77
fi
promtool check rules "$source/resources/examples/prometheus-alerts.yml"
cd "$source/tests/data/prometheus"
promtool test rules alerts-test.yml
