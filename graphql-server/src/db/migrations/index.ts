import { Accounts1700000000001 } from './1700000000001-accounts';
import { Uploads1700000000002 } from './1700000000002-uploads';
import { Products1700000000003 } from './1700000000003-products';

/** In order. Later issues append theirs. */
export const migrations = [Accounts1700000000001, Uploads1700000000002, Products1700000000003];
