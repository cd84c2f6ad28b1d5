import net from 'node:net';

/**
 * The client a per-address share is counted for: an IPv4 address as it is, an IPv6 address by its
 * /64, the network one subscriber gets (a host in it can take any of its 2^64 addresses at will, so
 * counting single IPv6 addresses would give one sender as many shares as it likes).
 */
export function addressGroup(address: string): string {
  if (!net.isIPv6(address)) return address;
  const [head, tail] = address.toLowerCase().split('::') as [string, string | undefined];
  const first = head ? head.split(':') : [];
  const last = tail ? tail.split(':') : [];
  // A dotted IPv4 tail (`64:ff9b::1.2.3.4`) fills the last two groups.
  const lastGroups = last.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const groups =
    tail === undefined ? first : [...first, ...Array<string>(8 - first.length - lastGroups).fill('0'), ...last];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
