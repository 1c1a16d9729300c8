#!/usr/bin/env bash
# Renders public/favicon.svg (our own artwork) once into the raster icons the site serves:
# - public/logo.png, 512 × 512: the logo that the Organization and Article publisher JSON-LD
#   name (Google wants at least 112 px and no SVG);
# - public/apple-touch-icon.png, 180 × 180 and opaque (iOS rounds the corners itself and
#   would fill transparent ones black), which iOS asks for at that path without a <link>;
# - public/favicon.ico (32 and 16 px PNGs in one ICO), which browsers and feed readers ask
#   for at that path whatever the page links.
# Run it again after changing the icon; it needs Chromium (CHROME_PATH, default
# /usr/bin/chromium) and python3, and commits nothing by itself.
set -euo pipefail
cd "$(dirname "$0")/.."
chrome="${CHROME_PATH:-/usr/bin/chromium}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# render SVG_FILE SIZE OUT: the SVG drawn at SIZE × SIZE on a transparent page.
render() {
  local svg="$1" size="$2" out="$3"
  {
    printf '<!doctype html><html><head><style>html,body{margin:0;background:transparent}'
    printf 'img{display:block;width:%spx;height:%spx}</style></head><body>' "$size" "$size"
    printf '<img src="data:image/svg+xml;base64,%s" alt=""></body></html>' "$(base64 -w0 "$svg")"
  } >"$work/page.html"
  "$chrome" --headless --no-sandbox --disable-gpu --disable-quic --disable-background-networking \
    --disable-component-update --disable-sync --no-first-run --hide-scrollbars \
    --default-background-color=00000000 --force-device-scale-factor=1 \
    --window-size="$size,$size" --screenshot="$out" "file://$work/page.html" >/dev/null 2>&1
}

render public/favicon.svg 512 public/logo.png
# The touch icon: the same mark on a full square (no rounded corners, nothing transparent).
sed 's/ rx="[0-9.]*"//' public/favicon.svg >"$work/square.svg"
render "$work/square.svg" 180 public/apple-touch-icon.png
render public/favicon.svg 32 "$work/32.png"
render public/favicon.svg 16 "$work/16.png"
python3 - "$work/32.png" "$work/16.png" public/favicon.ico <<'PY'
import struct, sys
*pngs, out = sys.argv[1:]
images = [open(p, "rb").read() for p in pngs]
header = struct.pack("<HHH", 0, 1, len(images))
offset = 6 + 16 * len(images)
entries = b""
for data in images:
    width, height = struct.unpack(">II", data[16:24])
    entries += struct.pack("<BBBBHHII", width % 256, height % 256, 0, 0, 1, 32, len(data), offset)
    offset += len(data)
open(out, "wb").write(header + entries + b"".join(images))
PY
echo "public/logo.png, public/apple-touch-icon.png and public/favicon.ico written"
