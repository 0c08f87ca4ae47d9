#!/usr/bin/env bash
# `npm test` (arguments go to Vitest): Biome's check, then every Vitest project with the type check running beside
# them. The type check (about a minute of one core) is niced: it takes what the tests leave idle (their waits, a file
# running alone at the end) and never slows them. Its errors print after the tests'; any failure fails the run.
set -uo pipefail
cd "$(dirname "$0")/.."

npx biome check . || exit 1

types_log=$(mktemp)
# tsc itself (not through npx), so that the trap ends it when the run is stopped.
nice -n 19 node_modules/.bin/tsc --noEmit -p tsconfig.json >"$types_log" 2>&1 &
types_pid=$!
trap 'kill "$types_pid" 2>/dev/null; rm -f "$types_log"' EXIT
trap 'exit 130' INT TERM

npx vitest run "$@"
tests=$?
wait "$types_pid"
types=$?
if [ "$types" -ne 0 ]; then
  cat "$types_log"
  echo "type check failed"
fi
[ "$tests" -eq 0 ] && [ "$types" -eq 0 ]
