import { expect, type Page, type Request, type Response } from '@playwright/test';

interface Sent {
  operationName?: string;
  variables?: Record<string, unknown>;
}

/** The GraphQL request's JSON body, or null (another request, or no JSON body). */
function sentOf(request: Request): Sent | null {
  if (!request.url().endsWith('/graphql')) return null;
  try {
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
