import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { Observable } from 'rxjs';
import * as generated from '../graphql/generated';
import { typePolicies } from '../graphql/typePolicies';

/**
 * web/persisted-documents.json (`npm run codegen`) holds the hash of every operation exactly as this
 * client sends it (cache transforms applied, printed by the persisted-queries link): otherwise the
 * server would answer PersistedQueryNotFound and every public list would cost a second request.
 */
const manifest: Record<string, string> = JSON.parse(
  readFileSync(join(__dirname, '..', '..', 'persisted-documents.json'), 'utf8'),
);
const nodeSha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Every operation the app imports (fragments alone are not sent), but subscriptions (graphql-ws). */
const operations = Object.values(generated)
  .filter((value): value is DocumentNode => (value as DocumentNode)?.kind === 'Document')
  .flatMap((document) =>
    document.definitions
      .filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')
      .map((d) => ({ document, kind: d.operation })),
  )
  .filter(({ kind }) => kind !== 'subscription');

describe('persisted documents', () => {
  it('the manifest knows the hash of every query and mutation the client sends', async () => {
    const sent: { name: string; hash: string; method?: string }[] = [];
    const capture = new ApolloLink(
      (operation) =>
        new Observable((observer) => {
          const { persistedQuery } = operation.extensions as { persistedQuery?: { sha256Hash: string } };
          const { fetchOptions } = operation.getContext() as { fetchOptions?: { method?: string } };
          sent.push({
            name: operation.operationName ?? '',
            hash: persistedQuery?.sha256Hash ?? '',
            method: fetchOptions?.method,
          });
          observer.error(new Error('captured'));
        }),
    );
    const client = new ApolloClient({
      link: ApolloLink.from([new PersistedQueryLink({ sha256: nodeSha256, useGETForHashedQueries: true }), capture]),
      cache: new InMemoryCache({ typePolicies }),
    });
    for (const { document, kind } of operations) {
      const run =
        kind === 'query'
          ? client.query({ query: document, fetchPolicy: 'network-only' })
          : client.mutate({ mutation: document });
      await run.catch(() => undefined);
    }
    expect(operations.length).toBeGreaterThan(30);
    expect(sent).toHaveLength(operations.length);
    expect(sent.filter(({ hash }) => !(hash in manifest)).map(({ name }) => name)).toEqual([]);
    // Queries over GET (cacheable by hash), mutations over POST.
    const byName = new Map(sent.map((s) => [s.name, s.method]));
    expect(byName.get('BrowseProducts')).toBe('GET');
    expect(byName.get('ProductDetail')).toBe('GET');
    expect(byName.get('Login')).not.toBe('GET');
    for (const [hash, text] of Object.entries(manifest)) expect(nodeSha256(text)).toBe(hash);
  });
});
