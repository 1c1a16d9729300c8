// Sizes said for people: "1.2 MB", "1600 × 900 px".

const UNITS = ["bytes", "KB", "MB", "GB"] as const;

/** A byte count in words: "820 bytes", "14 KB", "1.2 MB". */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "Unknown size";
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = value < 10 ? value.toFixed(1).replace(/\.0$/, "") : String(Math.round(value));
  return `${shown} ${UNITS[unit]}`;
}

/** A pixel size in words, or "Size unknown" when the file could not be read. */
export function formatPixels(width: number | null, height: number | null): string {
  return width && height ? `${width} × ${height} px` : "Pixel size unknown";
}
