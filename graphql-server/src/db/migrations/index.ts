import { Accounts1700000000001 } from './1700000000001-accounts';

/** In order. Later issues append theirs. */
export const migrations = [Accounts1700000000001];
