#!/usr/bin/env bash
# Renders a `zonal validate --report` HTML file to a PNG with Debian's headless Chromium, to check
# that it displays as intended (the report is self-contained: nothing is fetched).
#   scripts/render-report.sh REPORT.html [OUT.png] [WIDTH] [HEIGHT]
# Installs `chromium` with apt-get when it is missing (through sudo when not root). Not part of
# `make test`: CI does not depend on a browser.
set -euo pipefail

report=${1:?usage: scripts/render-report.sh REPORT.html [OUT.png] [WIDTH] [HEIGHT]}
out=${2:-${report%.html}.png}
width=${3:-1280}
height=${4:-3000}
[ -f "$report" ] || { echo "error: $report: no such file" >&2; exit 64; }

if ! command -v chromium >/dev/null 2>&1; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get install -y --no-install-recommends chromium
fi

# A throwaway profile and config folder (Chromium writes crash reports there), removed on exit,
# so nothing is left in the user's home.
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
XDG_CONFIG_HOME="$profile" XDG_CACHE_HOME="$profile" chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
  --user-data-dir="$profile" --window-size="$width,$height" \
  --screenshot="$(realpath -m "$out")" "file://$(realpath "$report")" >/dev/null 2>&1
echo "$out"
