// Per-address budgets (login lockouts, passkey sign-in) count a caller by network, not by the
// exact address: one IPv6 host usually holds a whole /64 and can pick a new address in it for
// every request, so an IPv6 address counts as its /64. IPv4 addresses count one by one.

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, "");
  const v4 = text.match(/^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/);
  if (v4) {
    const bytes = v4.slice(2).map(Number);
    if (bytes.some((b) => b > 255)) return null;
    const [a = 0, b = 0, c = 0, d = 0] = bytes;
    text = `${v4[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === "" ? [] : part.split(":"));
  const head = parse(halves[0] ?? "");
  const tail = halves.length === 2 ? parse(halves[1] ?? "") : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => Number.parseInt(g, 16));
}

/**
 * The key a per-address budget counts a caller under: an IPv4 address as it is, an IPv6
 * address as its /64 ("2001:db8:1:2::/64"; an IPv4-mapped one as its IPv4 address), anything
 * else (no address at all) lower-cased as it came.
 *
 * @example budgetAddress("2001:db8:1:2:aaaa::1") // "2001:db8:1:2::/64"
 */
export function budgetAddress(ip: string): string {
  const trimmed = ip.trim();
  if (!trimmed.includes(":")) return trimmed.toLowerCase();
  const groups = ipv6Groups(trimmed);
  if (!groups) return trimmed.toLowerCase();
  const [a, b, c, d, e, f, g, h] = groups as [number, ...number[]];
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) {
    return `${(g ?? 0) >> 8}.${(g ?? 0) & 255}.${(h ?? 0) >> 8}.${(h ?? 0) & 255}`;
  }
  return `${groups
    .slice(0, 4)
    .map((n) => n.toString(16))
    .join(":")}::/64`;
}
