#!/usr/bin/env bash
# Keeps the training script from rotting: runs it end to end at a tiny size (a few dozen lines,
# 20 iterations, ~15 s) in a fresh temporary work folder, then checks that the model it wrote is a
# Tesseract model the reader can load. `make test` (and so CI) runs it.
#
#   scripts/mrz-model/smoke-test.sh [ZONAL_BINARY]
#
# ZONAL_BINARY defaults to the debug build `make test` has just made.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
zonal=${1:-$root/.build/debug/zonal}
[ -x "$zonal" ] || { echo "smoke-test: no zonal binary at $zonal (build first)" >&2; exit 1; }

work=$(mktemp -d)
log="$work.log"
trap 'rm -rf "$work" "$log"' EXIT

echo "training smoke test (TINY=1) in $work" >&2
if ! TINY=1 WORK="$work" ZONAL="$zonal" "$root/scripts/train-mrz-model.sh" > "$log" 2>&1; then
  cat "$log" >&2
  echo "smoke-test: the training script failed" >&2
  exit 1
fi
model="$work/mrz.traineddata"
[ -s "$model" ] || { cat "$log" >&2; echo "smoke-test: no model at $model" >&2; exit 1; }
grep -q 'test/aug' "$work/report.txt" || { echo "smoke-test: the report has no test scores" >&2; exit 1; }

# The tiny model reads nothing useful, but it must load: exit 1 means the engine refused it.
set +e
"$zonal" mrz --ocr-model "$model" "$root/TestImages/0002-td3-clean.jpg" > /dev/null 2> "$work/read.err"
status=$?
set -e
if [ "$status" -ne 0 ] && [ "$status" -ne 3 ]; then
  cat "$work/read.err" >&2
  echo "smoke-test: zonal could not use the trained model (exit $status)" >&2
  exit 1
fi
echo "training smoke test passed ($(stat -c %s "$model") bytes model)" >&2
