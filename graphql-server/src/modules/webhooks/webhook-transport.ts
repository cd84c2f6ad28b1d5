import http from 'node:http';
import https from 'node:https';
import { publicAddresses, publicOnlyLookup } from '../../lib/network-address';

/** What one POST came to: the endpoint's status, or why no answer came. */
export type SendOutcome = { status: number; error: null } | { status: null; error: string };

/** Each attempt waits this long at most for the whole answer. */
export const SEND_TIMEOUT_MS = 10_000;

/**
 * POSTs one webhook body. Redirects are not followed (a 3xx is a failed attempt: a webhook URL is
 * given once, and a redirect could lead anywhere). Unless `allowPrivate`, the connection goes only
 * to public addresses, checked on the very answer it connects to (lib/network-address.ts).
 */
export async function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  opts: { allowPrivate: boolean; timeoutMs?: number },
): Promise<SendOutcome> {
  const target = new URL(url);
  try {
    // An address literal is never looked up, so the lookup below would not see it.
    if (!opts.allowPrivate) await publicAddresses(target.hostname);
  } catch (err) {
    return { status: null, error: (err as Error).message };
  }
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<SendOutcome>((resolve) => {
    const req = client.request(target, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'CampusMarket-Webhooks/1',
      },
      ...(opts.allowPrivate ? {} : { lookup: publicOnlyLookup }),
      agent: false,
    });
    const timer = setTimeout(() => req.destroy(new Error('timed out')), opts.timeoutMs ?? SEND_TIMEOUT_MS);
    const done = (outcome: SendOutcome) => {
      clearTimeout(timer);
      resolve(outcome);
    };
    req.on('response', (res) => {
      // The answer's body is not kept; reading it to the end frees the socket.
      res.resume();
      res.on('end', () => done({ status: res.statusCode ?? 0, error: null }));
      res.on('error', (err) => done({ status: null, error: err.message }));
    });
    req.on('error', (err) => done({ status: null, error: err.message.slice(0, 300) }));
    req.end(body);
  });
}
