import type { ApolloServerPlugin } from '@apollo/server';
import type { Metrics } from '../lib/metrics';
import { currentRequest } from '../lib/request-scope';
import { loggableOperationName as loggableName } from './request-log';

/**
 * Apollo plugin: names the request's operation for its log line (http/request-log.ts) and times
 * it in graphql_operation_duration_seconds (operation label: Metrics.operationLabel, the web app's names only).
 */
export function observeGraphQL(metrics: Metrics): ApolloServerPlugin {
  return {
    // Apollo's hooks answer promises; these only record.
    requestDidStart({ request: gqlRequest }) {
      const started = process.hrtime.bigint();
      const request = currentRequest();
      let name: string | null = gqlRequest.operationName ?? null;
      let type = 'unknown';
      let resolved = false;
      // Known before the document is parsed (the name the client sent); replaced once resolved.
      if (request) request.graphql = { operationName: loggableName(name), operationType: null };
      return Promise.resolve({
        didResolveOperation({ operationName, operation }) {
          resolved = true;
          name = operationName ?? null;
          type = operation?.operation ?? 'unknown';
          if (request) request.graphql = { operationName: loggableName(name), operationType: type };
          return Promise.resolve();
        },
        willSendResponse({ response }) {
          const body = response.body;
          const failed = body.kind === 'single' ? Boolean(body.singleResult.errors?.length) : false;
          const seconds = Number(process.hrtime.bigint() - started) / 1e9;
          metrics.graphqlDuration.observe(
            { operation: metrics.operationLabel(name, resolved), type, outcome: failed ? 'error' : 'ok' },
            seconds,
          );
          return Promise.resolve();
        },
      });
    },
  };
}
