import { z } from 'zod';
import { REST_ERROR_CODES } from '../../lib/errors';

/**
 * Schemas every module's routes share: the error body, `{ message }`, paging, and the input types a
 * REST client may send in more than one spelling. `.meta({ id })` names a component of the OpenAPI
 * document (http/openapi.ts), referenced wherever the schema is used.
 */

/** Every 4xx/5xx answer: http/rest-support.ts `restError` builds it. */
export const ErrorBody = z
  .looseObject({
    message: z.string().meta({ description: 'What went wrong, in words to show the user.' }),
    error: z
      .enum(REST_ERROR_CODES)
      .meta({ description: 'What kind of error: a client branches on it, not on the message.' }),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: "BAD_USER_INPUT: each refused field's message, by the field's REST name." }),
    retryAfterSeconds: z.number().optional().meta({
      description: 'RATE_LIMITED and SERVICE_UNAVAILABLE: when to try again (also in the Retry-After header).',
    }),
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
 * What the OpenAPI document says a parameter holds, where it differs from the schema that reads it:
 * a query value is read as text (or a list) and the services check its range and spelling with
 * their own messages, but the document types it (an integer with its range, an enum) for the
 * client generators. http/openapi.ts writes these in place of the reading schemas.
 */
const documented = new WeakMap<z.ZodType, z.ZodType>();

export function documentedAs(schema: z.ZodType): z.ZodType {
  return documented.get(schema) ?? schema;
}

/**
 * A query-string parameter: Express reads a repeated one as a list, which the lists ignore (or join,
 * for a search text) rather than refuse. `shape` is what the document says it holds: one value,
 * text unless said.
 */
export function queryParam(description: string, shape?: z.ZodType) {
  const schema = z
    .union([z.string(), z.array(z.string())])
    .optional()
    .meta({ description });
  documented.set(schema, (shape ?? z.string()).optional().meta({ description }));
  return schema;
}

/** An integer parameter from `min` to `max`, as the document says it. */
export const integerParam = (min: number, max: number) => z.int().min(min).max(max);

/** `?first=&after=` of the paged lists. */
export const pagingQuery = {
  first: queryParam('How many to answer (1 to 100; 20 when absent).', integerParam(1, 100)),
  after: queryParam("The previous page's `pageInfo.endCursor`."),
};

/** A `true`/`false` query flag, as the document says it (the server reads `true` and anything else). */
export const flagParam = z.enum(['true', 'false']);

/** An id: every object's `_id` is a UUID (lib/uuid.ts). */
export const uuidParam = z.uuid();

/** A text field with the services' wording for a value that is not text. */
export function text(label: string) {
  return z.string({ error: `${label} must be text` });
}

/** An id in a body: text, or a number as some clients send. */
export const bodyId = z.union([z.string(), z.number()]).meta({ description: 'An id (`_id` of the object).' });

/** A timestamp in answers: ISO 8601, UTC. */
export const timestamp = z.iso.datetime();
