import type { Request } from 'express';
import { z } from 'zod';
import { type FieldErrors, badInput } from '../../lib/errors';
import { body } from './rest-handler';

/**
 * Reading a REST call's input through its route's zod schemas (rest-route.ts). The schemas check the
 * JSON types and the spellings a client may use (aliases, comma-separated lists, null or "" to
 * clear); the rules on values (lengths, ranges, what exists) stay in the services, which GraphQL
 * calls too, so both APIs answer the same messages for them. A type the schema refuses answers
 * today's shape, `{ message, error: "BAD_USER_INPUT", fields: { name: message } }`.
 */

type ObjectSchema = z.ZodObject;

/** `/product/:id/x/:y` → "id" | "y". */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export interface RestInput<Path extends string, Q extends ObjectSchema, B extends ObjectSchema> {
  params: { [K in ParamNames<Path>]: string };
  query: z.output<Q>;
  body: z.output<B>;
}

interface InputSchemas {
  params?: ObjectSchema;
  query?: ObjectSchema;
  body?: ObjectSchema;
}

/** The message of a refused type when the schema gives none: the wording of the services' own checks. */
function typeMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code !== 'invalid_type' && issue.code !== 'invalid_union') return undefined;
  const expected = 'expected' in issue ? issue.expected : undefined;
  if (expected === 'string') return 'Must be text';
  if (expected === 'number' || expected === 'int') return 'Must be a number';
  if (expected === 'boolean') return 'Must be true or false';
  if (expected === 'array') return 'Must be a list';
  if (expected === 'object') return 'Must be an object';
  return 'Not a valid value';
}

export const REPEATED_PARAM = 'Give this parameter once';

/**
 * A parameter the route reads, given more than once (`?category=Books&category=Electronics`):
 * Express reads it as a list, which the lists used to drop or join without a word. Which one the
 * caller meant is not ours to guess, so it is refused. Parameters the route does not read stay
 * ignored, repeated or not.
 */
function repeatedParams(schema: ObjectSchema | undefined, query: unknown, fields: FieldErrors): void {
  if (!schema || typeof query !== 'object' || query === null) return;
  for (const [name, value] of Object.entries(query as Record<string, unknown>))
    if (Array.isArray(value) && Object.hasOwn(schema.shape, name)) fields[name] = REPEATED_PARAM;
}

export function readInput<Path extends string, Q extends ObjectSchema, B extends ObjectSchema>(
  schemas: InputSchemas,
  req: Request,
): RestInput<Path, Q, B> {
  const fields: FieldErrors = {};
  const read = (schema: ObjectSchema | undefined, value: unknown) => {
    if (!schema) return {};
    const parsed = schema.safeParse(value, { error: typeMessage });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'body')] ??= issue.message;
    return {};
  };
  repeatedParams(schemas.query, req.query, fields);
  const input = {
    params: read(schemas.params, req.params),
    query: read(schemas.query, req.query),
    // An absent or non-object body reads as empty, as before the schemas (rest-handler.ts `body`).
    body: read(schemas.body, body(req)),
  };
  if (Object.keys(fields).length) throw badInput(fields);
  return input as RestInput<Path, Q, B>;
}

/** The default path parameters of a route: each `:name` of its path, a string. */
export function pathParams(path: string): ObjectSchema {
  const names = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  return z.object(Object.fromEntries(names.map((name) => [name, z.string()])));
}
