import { WebSocket } from 'ws';
import type { Clock } from '../lib/clock';
import type { PubSub } from '../lib/pubsub';
import type { ApiTokenCaller } from '../core/request-context';
import { TOKEN_MESSAGES, TOKENS_REVOKED_TOPIC } from '../modules/tokens';
import { WS_CLOSE_UNAUTHORIZED } from './ws-bearer';

/** setTimeout's longest delay (about 24.8 days); a token lasting longer is re-armed then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The sockets opened with an API token, by token: closed with 4401 (as a refused token is) the
 * moment the token stops working, so its subscriptions end then rather than at its owner's next
 * event. Revocations come over the shared pub/sub (every instance hears every revocation, whichever
 * instance made it); expiry is a timer at the token's expiresAt.
 */
export class TokenSockets {
  private readonly byToken = new Map<string, Set<WebSocket>>();
  private readonly revocations: AsyncIterableIterator<unknown>;

  constructor(
    pubsub: PubSub,
    private readonly clock: Clock,
  ) {
    this.revocations = pubsub.subscribe(TOKENS_REVOKED_TOPIC);
    void this.listen();
  }

  /** Holds `socket` until it closes or its token ends. */
  add(token: ApiTokenCaller, socket: WebSocket): void {
    let sockets = this.byToken.get(token.id);
    if (!sockets) this.byToken.set(token.id, (sockets = new Set()));
    sockets.add(socket);
    let timer: NodeJS.Timeout;
    const arm = () => {
      const left = token.expiresAt.getTime() - this.clock.now().getTime();
      if (left <= 0) return end(socket);
      timer = setTimeout(arm, Math.min(left, MAX_TIMER_MS));
    };
    arm();
    // A revocation heard while the token was being checked found no socket yet: look once more.
    token.isLive().then(
      (live) => void (live || end(socket)),
      () => {},
    );
    socket.once('close', () => {
      clearTimeout(timer);
      sockets.delete(socket);
      if (!sockets.size && this.byToken.get(token.id) === sockets) this.byToken.delete(token.id);
    });
  }

  /** Stops listening (the server is closing; its sockets are closed by the caller). */
  async stop(): Promise<void> {
    await this.revocations.return?.();
  }

  private async listen(): Promise<void> {
    for await (const event of this.revocations) {
      const ids = (event as { ids?: unknown } | null)?.ids;
      if (!Array.isArray(ids)) continue;
      for (const id of ids) for (const socket of this.byToken.get(String(id)) ?? []) end(socket);
    }
  }
}

function end(socket: WebSocket): void {
  if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING)
    socket.close(WS_CLOSE_UNAUTHORIZED, TOKEN_MESSAGES.invalid);
}
