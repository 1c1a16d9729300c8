// Without zod: the public frame's <head> helpers (app/lib/seo.ts) use it, and the root's error
// page, part of every hydrated page's first load, draws that frame.

/** `value` cut to at most `max` characters, at the last space when there is one. */
export function clipAtWord(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return (space > 0 ? cut.slice(0, space) : cut).trim();
}
