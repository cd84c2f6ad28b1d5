import { Accounts1700000000001 } from './1700000000001-accounts';
import { Uploads1700000000002 } from './1700000000002-uploads';
import { Products1700000000003 } from './1700000000003-products';
import { Notifications1700000000004 } from './1700000000004-notifications';
import { WishlistAndRoleRequests1700000000005 } from './1700000000005-wishlist-and-role-requests';

/** In order. Later issues append theirs. */
export const migrations = [
  Accounts1700000000001,
  Uploads1700000000002,
  Products1700000000003,
  Notifications1700000000004,
  WishlistAndRoleRequests1700000000005,
];
