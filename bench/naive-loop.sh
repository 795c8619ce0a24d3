#!/usr/bin/env bash
# What users write without us: start a run, then poll the run list every INTERVAL seconds with
# curl and jq until the report is terminal. Used by the benchmark as the side-by-side baseline.
# Usage: naive-loop.sh BASE_URL API_KEY CONNECTION_ID SEED INTERVAL_SECONDS
#
# The next poll's sleep starts before this poll's curl and jq, so polls are INTERVAL apart. In real
# time that is what `sleep 10` between polls gives within ~1.5% (curl + jq take ~0.15 s); the
# benchmark compresses time 20x, and a plain `sleep` would there stretch each interval by 3
# service seconds and flatter the loop with fewer requests.
set -euo pipefail
base=$1 key=$2 connection=$3 seed=$4 interval=$5
report=$(curl -sf -X POST "$base/testing/runs" \
  -H "Authorization: Bearer $key" -H 'Content-Type: application/json' \
  -d "{\"connectionId\":\"$connection\",\"seed\":\"$seed\"}" | jq -r '.data.reportId')
sleep "$interval"
while true; do
  sleep "$interval" &
  next=$!
  status=$(curl -sf "$base/testing/runs?connectionId=$connection" -H "Authorization: Bearer $key" \
    | jq -r --arg id "$report" '.data[] | select(._id == $id) | .status')
  case "$status" in
    completed|failed|cancelled) kill "$next" 2>/dev/null || true; echo "$report $status"; exit 0 ;;
  esac
  wait "$next"
done
