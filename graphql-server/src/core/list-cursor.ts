import { badInput } from '../lib/errors';

export type ListOrder = 'NEWEST' | 'OLDEST' | 'PRICE_ASC' | 'PRICE_DESC' | 'RELEVANCE';

/** The sort key of one row and its id: what a keyset cursor must restore exactly. */
export type CursorKey = (string | number)[];

/**
 * Opaque to clients: base64url JSON of the order and the last row's sort key and id. A cursor of
 * another order (or garbage) is bad input, never a silent restart from the top.
 */
export function encodeCursor(order: ListOrder, key: CursorKey): string {
  return Buffer.from(JSON.stringify({ o: order, k: key })).toString('base64url');
}

const SHAPES: Record<ListOrder, ('string' | 'number')[]> = {
  NEWEST: ['string', 'string'],
  OLDEST: ['string', 'string'],
  PRICE_ASC: ['number', 'string'],
  PRICE_DESC: ['number', 'string'],
  RELEVANCE: ['number', 'string', 'string'],
};

export function decodeCursor(order: ListOrder, cursor: string | null | undefined): CursorKey | null {
  if (cursor === undefined || cursor === null || cursor === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  const p = parsed as { o?: unknown; k?: unknown } | null;
  const shape = SHAPES[order];
  if (
    !p ||
    p.o !== order ||
    !Array.isArray(p.k) ||
    p.k.length !== shape.length ||
    !shape.every((t, i) => typeof (p.k as unknown[])[i] === t)
  ) {
    throw badInput({ after: 'This page link is out of date; start from the first page' });
  }
  return p.k as CursorKey;
}

/** The database text of a datetime(3), as TypeORM writes it on SQLite and MySQL compares it. */
export function sqlDate(d: Date): string {
  return d.toISOString().replace('T', ' ').replace('Z', '');
}
