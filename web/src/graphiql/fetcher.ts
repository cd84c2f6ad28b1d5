import { parse, type ExecutionResult, type OperationDefinitionNode } from 'graphql';
import { createClient, type Client } from 'graphql-ws';

export interface FetcherParams {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

export interface FetcherOpts {
  headers?: Record<string, unknown>;
}

let wsClient: Client | undefined;

function ws(): Client {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  wsClient ??= createClient({ url: `${protocol}//${location.host}/graphql`, lazy: true });
  return wsClient;
}

function isSubscription(params: FetcherParams): boolean {
  try {
    const operations = parse(params.query).definitions.filter(
      (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
    );
    const chosen = params.operationName
      ? operations.find((o) => o.name?.value === params.operationName)
      : operations[0];
    return chosen?.operation === 'subscription';
  } catch {
    // Let the server report the syntax error in its own words.
    return false;
  }
}

/**
 * Same-origin fetcher: the session cookie rides along, so the IDE acts as the signed-in user.
 * The JSON content type also satisfies Apollo's CSRF prevention. Subscriptions go over graphql-ws.
 */
export function campusFetcher(
  params: FetcherParams,
  opts?: FetcherOpts,
): Promise<ExecutionResult> | AsyncIterable<ExecutionResult> {
  if (isSubscription(params)) {
    return ws().iterate({
      query: params.query,
      operationName: params.operationName ?? undefined,
      variables: params.variables ?? undefined,
    }) as AsyncIterable<ExecutionResult>;
  }
  const extra: Record<string, string> = {};
  for (const [key, value] of Object.entries(opts?.headers ?? {})) extra[key] = String(value);
  return fetch('/graphql', {
    method: 'POST',
    credentials: 'include',
    headers: {
      accept: 'application/graphql-response+json, application/json',
      ...extra,
      'content-type': 'application/json',
    },
    body: JSON.stringify(params),
  }).then((response) => response.json() as Promise<ExecutionResult>);
}
