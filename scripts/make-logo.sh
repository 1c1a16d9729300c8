#!/usr/bin/env bash
# Renders public/favicon.svg (our own artwork) once into public/logo.png, 512 × 512: the raster
# logo that the Organization and Article publisher JSON-LD name (Google wants at least 112 px
# and no SVG). Run it again after changing the icon; it needs Chromium (CHROME_PATH, default
# /usr/bin/chromium) and commits nothing by itself.
set -euo pipefail
cd "$(dirname "$0")/.."
chrome="${CHROME_PATH:-/usr/bin/chromium}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
{
  printf '<!doctype html><html><head><style>html,body{margin:0;background:transparent}'
  printf 'img{display:block;width:512px;height:512px}</style></head><body>'
  printf '<img src="data:image/svg+xml;base64,%s" alt=""></body></html>' "$(base64 -w0 public/favicon.svg)"
} >"$work/logo.html"
"$chrome" --headless --no-sandbox --disable-gpu --disable-quic --disable-background-networking \
  --disable-component-update --disable-sync --no-first-run --hide-scrollbars \
  --default-background-color=00000000 --force-device-scale-factor=1 \
  --window-size=512,512 --screenshot="$work/logo.png" "file://$work/logo.html" >/dev/null 2>&1
cp "$work/logo.png" public/logo.png
echo "public/logo.png written"
