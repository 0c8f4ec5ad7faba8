#!/usr/bin/env bash
# Scores a Tesseract model on a folder of MRZ line images with ground truth
# (line-*.png + line-*.gt.txt, as `zonal synth-lines` writes them).
#
#   scripts/mrz-model/evaluate.sh DIR LANG TESSDATA_DIR [PSM]
#
# Reads every line with the MRZ alphabet as whitelist (dictionaries off, one OpenMP thread, like
# the engine) and prints one line:
#   lines=N exact=E exact_pct=P cer_pct=C errors=X chars=T ms_per_line=M
# CER is the Levenshtein distance summed over lines divided by the ground-truth characters.
# PSM defaults to 13 (the image is the line); the reader's single-line mode is 7.
set -euo pipefail

dir=${1:?usage: evaluate.sh DIR LANG TESSDATA_DIR [PSM]}
lang=${2:?usage: evaluate.sh DIR LANG TESSDATA_DIR [PSM]}
tessdata=${3:?usage: evaluate.sh DIR LANG TESSDATA_DIR [PSM]}
psm=${4:-13}
whitelist='ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<'

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
find "$dir" -maxdepth 1 -name 'line-*.png' | sort > "$work/images.txt"
[ -s "$work/images.txt" ] || { echo "evaluate: no line-*.png in $dir" >&2; exit 1; }
while read -r image; do
  gt="${image%.png}.gt.txt"
  [ -f "$gt" ] || { echo "evaluate: missing $gt" >&2; exit 1; }
  head -n 1 "$gt"
done < "$work/images.txt" > "$work/truth.txt"

start=$(date +%s%N)
# One process for all lines (a list file): Tesseract separates the pages' text with a form feed.
OMP_THREAD_LIMIT=1 tesseract "$work/images.txt" "$work/out" --tessdata-dir "$tessdata" -l "$lang" --psm "$psm" \
  -c tessedit_char_whitelist="$whitelist" -c load_system_dawg=0 -c load_freq_dawg=0 >/dev/null 2>"$work/log" \
  || { cat "$work/log" >&2; exit 1; }
end=$(date +%s%N)
lines=$(wc -l < "$work/truth.txt")

# One recognised line per page, spaces and newlines removed.
awk 'BEGIN { RS = "\f" } { gsub(/[ \t\r\n]/, ""); print }' "$work/out.txt" > "$work/read.txt"
# A trailing empty page yields no record; pad so both files have one line per image.
while [ "$(wc -l < "$work/read.txt")" -lt "$lines" ]; do echo >> "$work/read.txt"; done

paste -d '\t' "$work/truth.txt" "$work/read.txt" | awk -F '\t' -v ms="$(( (end - start) / 1000000 ))" '
  function lev(a, b,    n, m, i, j, cost, prev, cur, d) {
    n = length(a); m = length(b)
    for (j = 0; j <= m; j++) prev[j] = j
    for (i = 1; i <= n; i++) {
      cur[0] = i
      for (j = 1; j <= m; j++) {
        cost = (substr(a, i, 1) == substr(b, j, 1)) ? 0 : 1
        d = prev[j - 1] + cost
        if (prev[j] + 1 < d) d = prev[j] + 1
        if (cur[j - 1] + 1 < d) d = cur[j - 1] + 1
        cur[j] = d
      }
      for (j = 0; j <= m; j++) prev[j] = cur[j]
    }
    return prev[m]
  }
  { n++; chars += length($1); e = lev($1, $2); errors += e; if (e == 0) exact++ }
  END {
    printf "lines=%d exact=%d exact_pct=%.1f cer_pct=%.2f errors=%d chars=%d ms_per_line=%.1f\n",
      n, exact, 100 * exact / n, 100 * errors / chars, errors, chars, ms / n
  }'
