import { expect, type Page, type Request, type Response, type WebSocket } from '@playwright/test';

interface Sent {
  operationName?: string;
  variables?: Record<string, unknown>;
}

/**
 * What the page sent to /graphql: a query goes over GET with its name and variables in the URL
 * (persisted documents, web/src/app/apollo.ts), a mutation (or a query retried with its text) as a
 * JSON POST body. Null for any other request.
 */
function sentOf(request: Request): Sent | null {
  const url = new URL(request.url());
  if (url.pathname !== '/graphql') return null;
  try {
    if (request.method() === 'GET') {
      const variables = url.searchParams.get('variables');
      return {
        operationName: url.searchParams.get('operationName') ?? undefined,
        variables: variables ? (JSON.parse(variables) as Record<string, unknown>) : undefined,
      };
    }
    return request.postDataJSON() as Sent | null;
  } catch {
    return null;
  }
}

/**
 * The server's answer to the page's next GraphQL operation named `operationName` (whose variables
 * pass `where`, when given). Start waiting before the action that sends it.
 */
export function waitForOperation(
  page: Page,
  operationName: string,
  where: (variables: Record<string, unknown>) => boolean = () => true,
): Promise<Response> {
  return page.waitForResponse((r) => {
    const sent = sentOf(r.request());
    return sent?.operationName === operationName && where(sent.variables ?? {});
  });
}

/**
 * Does `action` and waits for the server's answer to the GraphQL operation it sends. For controls
 * that answer optimistically (the wishlist heart): the page flips at once, before the server has
 * the change, so a journey that goes on to what depends on it (a price edit that notifies
 * wishlisters, a reload, closing the browser) waits for the answer, not for the page.
 */
export async function afterOperation(page: Page, operationName: string, action: () => Promise<void>) {
  const answered = waitForOperation(page, operationName);
  await action();
  const response = await answered;
  expect(response.ok(), `${operationName} answered ${response.status()}`).toBe(true);
  expect(((await response.json()) as { errors?: unknown }).errors, `${operationName} errors`).toBeUndefined();
}

/**
 * Resolves once the page has sent the graphql-ws `subscribe` of `operationName` (the live
 * notifications: NotificationAdded). A page shows its heading before its WebSocket is up (the
 * link loads lazily, then connects), and an event published before the subscription reaches the
 * server is never pushed. Start waiting before the navigation that opens the socket, to `path`: a
 * socket the page being left opens meanwhile (its app runs until the navigation commits) does not count.
 */
export function subscribed(page: Page, operationName: string, path: string): Promise<void> {
  return new Promise((resolve) => {
    const onSocket = (socket: WebSocket) => {
      if (!new URL(socket.url()).pathname.startsWith('/graphql')) return;
      if (new URL(page.url()).pathname !== path) return;
      socket.on('framesent', ({ payload }) => {
        try {
          const message = JSON.parse(payload.toString()) as { type?: string; payload?: { operationName?: string } };
          if (message.type !== 'subscribe' || message.payload?.operationName !== operationName) return;
        } catch {
          return; // not a graphql-ws message
        }
        page.off('websocket', onSocket);
        resolve();
      });
    };
    page.on('websocket', onSocket);
  });
}
