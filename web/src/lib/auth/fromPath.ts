import type { Location } from '../router';

/** Where a guard sent the visitor from, so login can bring them back. */
export interface FromState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

export function fromPath(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (!from || from.pathname === '/login') return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
