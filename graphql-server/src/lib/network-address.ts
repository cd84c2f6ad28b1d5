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

/** Whether `ip` is one of the addresses above. */
export function isPrivateAddress(ip: string): boolean {
  const family = net.isIP(ip);
  if (!family) return true; // not an address at all: refuse rather than guess
  return blocked.check(ip, family === 6 ? 'ipv6' : 'ipv4');
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
