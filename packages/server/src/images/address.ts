import { isIP } from 'node:net';

/**
 * What an IP address is, for the image proxy's SSRF guard (requirements §5, docs/decisions/003: fetch only
 * URLs that resolve to public addresses). Everything but `public` is refused.
 */
export type AddressClass =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'unique-local'
  | 'shared' // CGNAT 100.64.0.0/10
  | 'multicast'
  | 'reserved' // documentation, benchmarking, broadcast, future use, translation prefixes we cannot vouch for
  | 'invalid';

/**
 * Parses an IPv4 address the way `inet_aton` does (1 to 4 parts, each decimal, `0x` hex or
 * `0`-octal), so `2130706433`, `0x7f.1` and `0177.0.0.1` all read as 127.0.0.1: resolvers and
 * URL parsers accept these spellings, so the guard must too.
 */
export function parseIPv4(text: string): number | undefined {
  const parts = text.split('.');
  if (parts.length < 1 || parts.length > 4) return undefined;
  const values: number[] = [];
  for (const part of parts) {
    let value: number;
    if (/^0x[0-9a-f]*$/i.test(part)) value = part.length === 2 ? 0 : Number.parseInt(part.slice(2), 16);
    else if (/^0[0-7]+$/.test(part)) value = Number.parseInt(part.slice(1), 8);
    else if (/^(0|[1-9][0-9]*)$/.test(part)) value = Number(part);
    else return undefined;
    if (!Number.isSafeInteger(value)) return undefined;
    values.push(value);
  }
  // The last part fills all the bytes the earlier parts left: a.b.c.d, a.b.(16 bits), a.(24 bits), (32 bits).
  const last = values.pop() as number;
  if (values.some((v) => v > 255)) return undefined;
  if (last >= 2 ** (8 * (4 - values.length))) return undefined;
  let address = 0;
  values.forEach((v, i) => {
    address += v * 2 ** (8 * (3 - i));
  });
  return address + last;
}

/** Parses an IPv6 address (brackets and a `%zone` allowed, IPv4 tail allowed) into eight 16-bit groups. */
export function parseIPv6(text: string): number[] | undefined {
  let address = text;
  if (address.startsWith('[') && address.endsWith(']')) address = address.slice(1, -1);
  const zone = address.indexOf('%');
  if (zone !== -1) address = address.slice(0, zone);
  if (isIP(address) !== 6) return undefined;

  let tail: number[] = [];
  const lastColon = address.lastIndexOf(':');
  if (address.includes('.', lastColon)) {
    // An IPv4 tail supplies the last two groups: `::ffff:1.2.3.4`, `::1.2.3.4`, `1:2:3:4:5:6:1.2.3.4`.
    const v4 = parseIPv4(address.slice(lastColon + 1)) as number;
    tail = [Math.floor(v4 / 0x10000), v4 % 0x10000];
    address = address.slice(0, lastColon + 1);
    if (!address.endsWith('::')) address = address.slice(0, -1);
  }

  const [head = '', rest] = address.split('::') as [string, string | undefined];
  const toGroups = (s: string) => (s === '' ? [] : s.split(':').map((g) => Number.parseInt(g, 16)));
  const left = toGroups(head);
  const right = [...toGroups(rest ?? ''), ...tail];
  if (rest === undefined) return [...left, ...right];
  const zeros = 8 - left.length - right.length;
  return [...left, ...Array<number>(zeros).fill(0), ...right];
}

type Range4 = readonly [base: string, prefix: number, kind: AddressClass];

// IANA IPv4 special-purpose registry (RFC 6890 and successors); anything listed is not fetched.
const IPV4_RANGES: readonly Range4[] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'reserved'],
  ['192.88.99.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'], // includes 255.255.255.255
];

const IPV4_TABLE = IPV4_RANGES.map(([base, prefix, kind]) => {
  const size = 2 ** (32 - prefix);
  const start = parseIPv4(base) as number;
  return { start, end: start + size, kind };
});

function classifyIPv4(address: number): AddressClass {
  for (const range of IPV4_TABLE) {
    if (address >= range.start && address < range.end) return range.kind;
  }
  return 'public';
}

function classifyIPv6(groups: number[]): AddressClass {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const embeddedV4 = g6 * 0x10000 + g7;
  const upperZero = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;

  if (upperZero && g5 === 0) {
    if (g6 === 0 && g7 === 0) return 'unspecified';
    if (g6 === 0 && g7 === 1) return 'loopback';
    return classifyIPv4(embeddedV4) === 'public' ? 'reserved' : classifyIPv4(embeddedV4); // deprecated IPv4-compatible ::a.b.c.d
  }
  // ::ffff:a.b.c.d (IPv4-mapped) and ::ffff:0:a.b.c.d (IPv4-translated) reach the IPv4 address itself.
  if (upperZero && g5 === 0xffff) return classifyIPv4(embeddedV4);
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0xffff && g5 === 0)
    return classifyIPv4(embeddedV4);
  // NAT64 64:ff9b::/96 forwards to the embedded IPv4 address; 64:ff9b:1::/48 is local use.
  if (g0 === 0x64 && g1 === 0xff9b) {
    return g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0 ? classifyIPv4(embeddedV4) : 'reserved';
  }
  // 6to4 2002::/16 embeds an IPv4 address in bits 16–47.
  if (g0 === 0x2002) {
    const kind = classifyIPv4(g1 * 0x10000 + g2);
    return kind === 'public' ? 'reserved' : kind;
  }
  if ((g0 & 0xff00) === 0xff00) return 'multicast';
  if ((g0 & 0xffc0) === 0xfe80) return 'link-local';
  if ((g0 & 0xffc0) === 0xfec0) return 'private'; // deprecated site-local
  if ((g0 & 0xfe00) === 0xfc00) return 'unique-local';
  // Only global unicast 2000::/3 is public, minus Teredo 2001::/32, ORCHIDs and documentation prefixes.
  if ((g0 & 0xe000) !== 0x2000) return 'reserved';
  if (g0 === 0x2001 && (g1 === 0 || g1 === 0x0db8 || (g1 & 0xfff0) === 0x0010 || (g1 & 0xfff0) === 0x0020)) {
    return 'reserved';
  }
  if (g0 === 0x3fff && g1 < 0x1000) return 'reserved'; // 3fff::/20 documentation (RFC 9637)
  return 'public';
}

/**
 * Classifies an IP address given as text: IPv4 in any `inet_aton` spelling, IPv6 with or without
 * brackets, IPv4-mapped and other IPv6 forms that embed an IPv4 address.
 */
export function classifyAddress(address: string): AddressClass {
  const v4 = parseIPv4(address);
  if (v4 !== undefined) return classifyIPv4(v4);
  const v6 = parseIPv6(address);
  if (v6 !== undefined) return classifyIPv6(v6);
  return 'invalid';
}

/** The default address policy of the proxy: only public unicast addresses may be fetched. */
export function isPublicAddress(address: string): boolean {
  return classifyAddress(address) === 'public';
}

/** Whether a URL hostname is an IP literal (the WHATWG parser already turned `0x7f.1` into `127.0.0.1`). */
export function isIpLiteral(hostname: string): boolean {
  return parseIPv4(hostname) !== undefined || parseIPv6(hostname) !== undefined;
}
