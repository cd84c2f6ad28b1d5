import dns from 'node:dns';
import net from 'node:net';

/**
 * Addresses an outgoing call (a webhook) must never reach unless told to: this host, the private
 * networks, link-local (the clouds' metadata service, 169.254.169.254 and fd00:ec2::254), carrier
 * NAT, multicast and the reserved ranges. BlockList also matches IPv4-mapped IPv6 (::ffff:10.0.0.1).
 */
const blocked = new net.BlockList();
for (const [a, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(a, bits, 'ipv4');
for (const [a, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(a, bits, 'ipv6');

/** Whether `ip` is one of the addresses above, or an IPv6 address that carries one. */
export function isPrivateAddress(ip: string): boolean {
  const family = net.isIP(ip);
  if (!family) return true; // not an address at all: refuse rather than guess
  if (family === 4) return blocked.check(ip, 'ipv4');
  const carried = carriedIpv4(ip);
  return blocked.check(ip, 'ipv6') || (carried !== null && blocked.check(carried, 'ipv4'));
}

/**
 * The IPv4 address an IPv6 address carries, in the forms that reach it: IPv4-compatible
 * (`::/96`, `::127.0.0.1`), SIIT (`::ffff:0:0/96`, `::ffff:0:127.0.0.1`), IPv4-mapped
 * (`::ffff:0:0/96` without the zeros) and 6to4 (`2002::/16`, `2002:7f00:1::`); null for others.
 * Such an address is only as public as the IPv4 address inside it.
 */
export function carriedIpv4(ip: string): string | null {
  const b = ipv6Bytes(ip);
  if (!b) return null;
  const zero = (from: number, to: number) => b.subarray(from, to).every((x) => x === 0);
  const v4 = (at: number) => Array.from(b.subarray(at, at + 4)).join('.');
  if (zero(0, 12)) return v4(12);
  if (zero(0, 10) && b[10] === 0xff && b[11] === 0xff) return v4(12);
  if (zero(0, 8) && b[8] === 0xff && b[9] === 0xff && zero(10, 12)) return v4(12);
  if (b[0] === 0x20 && b[1] === 0x02) return v4(2);
  return null;
}

/** The 16 bytes of an IPv6 address (zone and all spellings: `::`, a dotted IPv4 tail); null when not one. */
function ipv6Bytes(ip: string): Uint8Array | null {
  const bare = ip.replace(/%.*$/, '');
  if (net.isIP(bare) !== 6) return null;
  let text = bare;
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number);
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = rest === undefined ? [] : groups(rest);
  const all = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  const bytes = new Uint8Array(16);
  all.forEach((g, i) => {
    const n = parseInt(g, 16);
    bytes[i * 2] = n >> 8;
    bytes[i * 2 + 1] = n & 0xff;
  });
  return bytes;
}

export class RefusedAddress extends Error {
  constructor(readonly host: string) {
    super(`${host} resolves to a private, loopback, link-local or metadata address`);
  }
}

type LookupAll = (host: string) => Promise<dns.LookupAddress[]>;
const lookupAll: LookupAll = (host) => dns.promises.lookup(host, { all: true, verbatim: true });

/**
 * The addresses `host` resolves to, all public (RefusedAddress when any is not, so that a name
 * with one public and one private address cannot pick the private one later). An address
 * literal is checked as it is.
 */
export async function publicAddresses(host: string, lookup: LookupAll = lookupAll): Promise<dns.LookupAddress[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  const family = net.isIP(bare);
  const found = family ? [{ address: bare, family }] : await lookup(bare);
  if (!found.length || found.some((a) => isPrivateAddress(a.address))) throw new RefusedAddress(bare);
  return found;
}

/**
 * A `lookup` for http.request / net.connect that connects only to public addresses: the check and
 * the connection use the same answer, so a name cannot resolve to a public address when checked
 * and to a private one when connected (DNS rebinding).
 */
export const publicOnlyLookup: net.LookupFunction = (hostname, options, callback) => {
  publicAddresses(hostname).then(
    (found) => {
      const wanted = options.family ? found.filter((a) => a.family === options.family) : found;
      if (!wanted.length) return callback(new RefusedAddress(hostname), '', 0);
      if (options.all) (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, wanted);
      else callback(null, wanted[0].address, wanted[0].family);
    },
    (err: NodeJS.ErrnoException) => callback(err, '', 0),
  );
};
