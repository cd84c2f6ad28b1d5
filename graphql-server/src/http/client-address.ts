import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

import type { Config } from '../config';

export type TrustFunction = (addr: string, hop: number) => boolean;

/**
 * TRUST_PROXY compiled once, exactly as Express compiles `trust proxy` (true, a hop count, or
 * addresses/CIDRs/"loopback"...): give the result to `app.set('trust proxy', ...)` and to
 * `clientAddress`, and HTTP (req.ip) and graphql-ws see the same client address.
 */
export function compileTrust(setting: Config['trustProxy']): TrustFunction {
  if (setting === true) return () => true;
  if (setting === false) return () => false;
  if (typeof setting === 'number') return (_addr, hop) => hop < setting;
  return proxyaddr.compile(setting);
}

/**
 * The client's address of any request (HTTP or a websocket upgrade), by the TRUST_PROXY rule, in
 * one spelling: a dual-stack socket reports an IPv4 client as `::ffff:127.0.0.2` while a proxy
 * forwards `127.0.0.2`, and the throttles must count both as one client.
 */
export function clientAddress(req: IncomingMessage, trust: TrustFunction): string {
  let address: string | undefined;
  try {
    address = proxyaddr(req, trust);
  } catch {
    // A socket already gone has no remote address.
    address = req.socket.remoteAddress;
  }
  return oneSpelling(address);
}

/** `::ffff:1.2.3.4` (an IPv4 client on a dual-stack socket) as `1.2.3.4`; Express's req.ip goes through here too. */
export function oneSpelling(address: string | undefined): string {
  if (!address) return 'unknown';
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice('::ffff:'.length) : address;
}
