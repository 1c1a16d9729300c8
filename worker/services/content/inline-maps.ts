import { type InlineContentMap, InlineContentMapSchema } from "../../../app/schemas/inline-content";

// A stored inline-content map read back: parsed once per distinct JSON and shared. Its own
// module so that readers of stored maps (the feeds, a page render's rows) need not import the
// inline save and what that checks links against (no import circle).

/** Parsed maps by their stored JSON: every visitor's render reads the same few maps. */
const parsedMaps = new Map<string, InlineContentMap>();
const PARSED_MAPS_KEPT = 64;

/** A stored content map; one that no longer parses is empty. The result is frozen and shared. */
export function parseMap(json: string): InlineContentMap {
  const known = parsedMaps.get(json);
  if (known) return known;
  let map: InlineContentMap = {};
  try {
    const parsed = InlineContentMapSchema.safeParse(JSON.parse(json));
    if (parsed.success) map = parsed.data;
  } catch {}
  // Frozen: callers share the object (and worker/html/inline-overlay.ts compiles it once).
  Object.freeze(map);
  if (parsedMaps.size >= PARSED_MAPS_KEPT) {
    const oldest = parsedMaps.keys().next().value;
    if (oldest !== undefined) parsedMaps.delete(oldest);
  }
  parsedMaps.set(json, map);
  return map;
}
