import { z } from 'zod';

/**
 * Schemas every module's routes share: the error body, `{ message }`, paging, and the input types a
 * REST client may send in more than one spelling. `.meta({ id })` names a component of the OpenAPI
 * document (http/openapi.ts), referenced wherever the schema is used.
 */

/** Every 4xx/5xx answer: rest-support.ts `restError` builds it. */
export const ErrorBody = z
  .looseObject({
    message: z.string().meta({ description: 'What went wrong, in words to show the user.' }),
    error: z.string().meta({
      description: 'The code: BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, TOO_MANY_REQUESTS, …',
    }),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: "BAD_USER_INPUT: each refused field's message, by the field's REST name." }),
    retryAfterSeconds: z
      .number()
      .optional()
      .meta({ description: 'TOO_MANY_REQUESTS: when to try again (also in the Retry-After header).' }),
    requiredScope: z.string().optional().meta({ description: 'FORBIDDEN for a token: the scope it lacks.' }),
  })
  .meta({ id: 'Error', description: 'The body of every error answer.' });

export const MessageBody = z
  .object({ message: z.string() })
  .meta({ id: 'Message', description: 'An answer that only confirms what was done.' });

export const PageInfo = z
  .object({
    hasNextPage: z.boolean(),
    endCursor: z.string().nullable().meta({ description: 'Pass as `after` for the next page.' }),
  })
  .meta({ id: 'PageInfo' });

/**
 * A query-string parameter: Express reads a repeated one as a list, which the lists ignore (or join,
 * for a search text) rather than refuse.
 */
export function queryParam(description: string) {
  return z
    .union([z.string(), z.array(z.string())])
    .optional()
    .meta({ description });
}

/** `?first=&after=` of the paged lists. */
export const pagingQuery = {
  first: queryParam('How many to answer (1 to 100; 20 when absent).'),
  after: queryParam("The previous page's `pageInfo.endCursor`."),
};

/** A text field with the services' wording for a value that is not text. */
export function text(label: string) {
  return z.string({ error: `${label} must be text` });
}

/** An id in a body: text, or a number as some clients send. */
export const bodyId = z.union([z.string(), z.number()]).meta({ description: 'An id (`_id` of the object).' });

/** A timestamp in answers: ISO 8601, UTC. */
export const timestamp = z.iso.datetime();
