// IP addresses as text: parsed once here for everything that reads one (the fetcher's address
// checks, the contact form's hourly limit), in every spelling an address can come in.

/** A dotted-quad IPv4 address as a 32-bit number, or null. */
export function parseIPv4(address: string): number | null {
  const parts = address.split(".");
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const n = Number(part);
    if (n > 255) return null;
    value = value * 256 + n;
  }
  return value;
}

/** The eight 16-bit groups of an IPv6 address (no brackets; a zone id is ignored), or null. */
export function parseIPv6(input: string): number[] | null {
  let text = input.toLowerCase();
  const zone = text.indexOf("%");
  if (zone >= 0) text = text.slice(0, zone);
  const lastColon = text.lastIndexOf(":");
  const last = text.slice(lastColon + 1);
  if (last.includes(".")) {
    // a:b::1.2.3.4 → a:b::102:304
    const v4 = parseIPv4(last);
    if (v4 === null || lastColon < 0) return null;
    text = `${text.slice(0, lastColon + 1)}${Math.floor(v4 / 65536).toString(16)}:${(v4 % 65536).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const groups = (half: string) => (half === "" ? [] : half.split(":"));
  const head = groups(halves[0] ?? "");
  const rest = halves.length === 2 ? groups(halves[1] ?? "") : [];
  const parse = (group: string) =>
    /^[0-9a-f]{1,4}$/.test(group) ? Number.parseInt(group, 16) : Number.NaN;
  const left = head.map(parse);
  const right = rest.map(parse);
  if ([...left, ...right].some(Number.isNaN)) return null;
  const missing = 8 - left.length - right.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  return [...left, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...right];
}

/** A 32-bit number as a dotted quad. */
const dottedQuad = (value: number) =>
  [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].join(".");

/**
 * The network a client address stands for when counting what one sender does: an IPv4 address
 * itself, and for IPv6 its /64 (the block one home or phone gets, whose low 64 bits a client
 * may change at will). Every spelling of one address gives one key: upper or lower case, `::`
 * or zeros, leading zeros, brackets, a zone id, IPv4-mapped IPv6 (`::ffff:192.0.2.1` is
 * 192.0.2.1). Text that is no address is its own key, lower-cased.
 *
 * @example senderNetwork("2001:DB8:0:1:a::1") // "2001:db8:0:1::/64"
 */
export function senderNetwork(address: string): string {
  const text = address
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1");
  const v4 = parseIPv4(text);
  if (v4 !== null) return dottedQuad(v4);
  const groups = parseIPv6(text);
  if (!groups) return text.slice(0, 64);
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = groups;
  // ::ffff:a.b.c.d (IPv4-mapped) and ::ffff:0:a.b.c.d (IPv4-translated) are IPv4 clients.
  const mapped = (e === 0 && f === 0xffff) || (e === 0xffff && f === 0);
  if (a === 0 && b === 0 && c === 0 && d === 0 && mapped) return dottedQuad(g * 65536 + h);
  return `${[a, b, c, d].map((group) => group.toString(16)).join(":")}::/64`;
}
