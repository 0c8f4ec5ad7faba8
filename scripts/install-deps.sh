#!/usr/bin/env bash
# Installs the Debian packages Zonal needs, only those that are missing (idempotent).
set -euo pipefail

packages=(
  pkg-config
  libopencv-dev        # CVBridge: core, imgproc, imgcodecs, freetype
  libtesseract-dev libleptonica-dev
  tesseract-ocr tesseract-ocr-eng
  tesseract-ocr-script-latn   # Latin-script model: names with diacritics on ID fronts and licences
  fonts-ocr-b          # the MRZ font, for the synthetic generator
  fonts-dejavu-core    # the visual-zone font of synthetic documents
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "install-deps: installing ${missing[*]}" >&2
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -q >&2
$sudo apt-get install -y -q --no-install-recommends "${missing[@]}" >&2
