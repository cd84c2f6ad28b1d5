import type { CursorKey, ListOrder } from './list-cursor';

/** The keyset of a list: its order's columns, compared from a cursor key (product-cursor.ts). */
export interface KeyColumn {
  expr: string;
  desc: boolean;
}

export const ORDERS: Record<ListOrder, KeyColumn[]> = {
  NEWEST: [
    { expr: 'created_at', desc: true },
    { expr: 'id', desc: true },
  ],
  OLDEST: [
    { expr: 'created_at', desc: false },
    { expr: 'id', desc: false },
  ],
  PRICE_ASC: [
    { expr: 'price_paise', desc: false },
    { expr: 'id', desc: false },
  ],
  PRICE_DESC: [
    { expr: 'price_paise', desc: true },
    { expr: 'id', desc: true },
  ],
  RELEVANCE: [
    { expr: 'score', desc: true },
    { expr: 'created_at', desc: true },
    { expr: 'id', desc: true },
  ],
};

/**
 * `(a, b, id) < (?, ?, ?)` spelled as `a <= ? AND (a < ? OR (b, id) < (?, ?))`: the leading
 * `a <= ?` lets both databases range-scan the matching index from the cursor on.
 */
export function keysetCondition(columns: KeyColumn[], prefix: string): string {
  const [head, ...rest] = columns as [KeyColumn, ...KeyColumn[]];
  const op = head.desc ? '<' : '>';
  const col = `${prefix}${head.expr}`;
  if (!rest.length) return `${col} ${op} ?`;
  return `(${col} ${op}= ? AND (${col} ${op} ? OR ${keysetCondition(rest, prefix)}))`;
}

export function keysetParams(key: CursorKey): unknown[] {
  const [head, ...rest] = key as [string | number, ...(string | number)[]];
  if (!rest.length) return [head];
  return [head, head, ...keysetParams(rest)];
}

export const orderBy = (columns: KeyColumn[], prefix: string) =>
  columns.map((c) => `${prefix}${c.expr} ${c.desc ? 'DESC' : 'ASC'}`).join(', ');
