import { badInput } from '../../lib/errors';
import { UUID_PATTERN } from '../../lib/uuid';
import { WEBHOOK_EVENTS, type WebhookEventValue, parseEvent } from './webhook-events';

export const DEFAULT_PAGE = 20;
export const MAX_PAGE = 100;

/** The words of the checks below (shared by both faces). */
export const INPUT_MESSAGES = {
  noEvents: 'Choose at least one event',
  unknownEvent: (e: string) => `Unknown event "${e}": use one of ${WEBHOOK_EVENTS.join(', ')}`,
  badFirst: `first must be a whole number from 1 to ${MAX_PAGE}`,
  badCursor: 'Not a cursor from this list',
} as const;

/** The events an endpoint asks for: a list or one comma-separated text, each spelled any way parseEvent reads. */
export function parseEvents(value: unknown): WebhookEventValue[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const events: WebhookEventValue[] = [];
  for (const v of list) {
    const e = parseEvent(v);
    if (!e) throw badInput({ events: INPUT_MESSAGES.unknownEvent(String(v)) });
    if (!events.includes(e)) events.push(e);
  }
  if (!events.length) throw badInput({ events: INPUT_MESSAGES.noEvents });
  return events;
}

/** A page size: DEFAULT_PAGE when absent, else a whole number from 1 to MAX_PAGE. */
export function pageSize(value: unknown): number {
  const first = value === undefined || value === null || value === '' ? DEFAULT_PAGE : Number(value);
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE) throw badInput({ first: INPUT_MESSAGES.badFirst });
  return first;
}

/** The opaque cursors of these lists: a row's UUIDv7 id in base64url. */
export const encodeCursor = (id: string) => Buffer.from(id).toString('base64url');

export function decodeCursor(after: unknown): string | null {
  if (after === undefined || after === null || after === '') return null;
  const id = typeof after === 'string' ? Buffer.from(after, 'base64url').toString() : '';
  if (!UUID_PATTERN.test(id)) throw badInput({ after: INPUT_MESSAGES.badCursor });
  return id;
}
