import { Accounts1700000000001 } from './1700000000001-accounts';
import { Uploads1700000000002 } from './1700000000002-uploads';
import { Products1700000000003 } from './1700000000003-products';
import { Notifications1700000000004 } from './1700000000004-notifications';
import { WishlistAndRoleRequests1700000000005 } from './1700000000005-wishlist-and-role-requests';
import { ExactIdentityKeys1700000000006 } from './1700000000006-exact-identity-keys';
import { RosterEmail1700000000007 } from './1700000000007-roster-email';
import { PendingEmail1700000000008 } from './1700000000008-pending-email';
import { ProductSearch1700000000009 } from './1700000000009-product-search';
import { ProductTerms1700000000010 } from './1700000000010-product-terms';
import { BackgroundJobs1700000000011 } from './1700000000011-background-jobs';
import { NotificationKind1700000000012 } from './1700000000012-notification-kind';
import { ProductAvailability1700000000013 } from './1700000000013-product-availability';
import { SavedSearches1700000000014 } from './1700000000014-saved-searches';
import { LastApprovedPrice1700000000015 } from './1700000000015-last-approved-price';
import { Webhooks1700000000016 } from './1700000000016-webhooks';
import { ApiTokens1700000000017 } from './1700000000017-api-tokens';
import { ProductEvents1700000000018 } from './1700000000018-product-events';
import { ProductReports1700000000019 } from './1700000000019-product-reports';
import { PriceDropAlertsAndCapLocks1700000000020 } from './1700000000020-price-drop-alerts-and-cap-locks';
import { EventLog1700000000021 } from './1700000000021-event-log';
import { TermsAccepted1700000000022 } from './1700000000022-terms-accepted';
import { Conversations1700000000023 } from './1700000000023-conversations';
import { ReservedFor1700000000024 } from './1700000000024-reserved-for';
import { Offers1700000000025 } from './1700000000025-offers';

/** In order. Later issues append theirs. */
export const migrations = [
  Accounts1700000000001,
  Uploads1700000000002,
  Products1700000000003,
  Notifications1700000000004,
  WishlistAndRoleRequests1700000000005,
  ExactIdentityKeys1700000000006,
  RosterEmail1700000000007,
  PendingEmail1700000000008,
  ProductSearch1700000000009,
  ProductTerms1700000000010,
  BackgroundJobs1700000000011,
  NotificationKind1700000000012,
  ProductAvailability1700000000013,
  SavedSearches1700000000014,
  LastApprovedPrice1700000000015,
  Webhooks1700000000016,
  ApiTokens1700000000017,
  ProductEvents1700000000018,
  ProductReports1700000000019,
  PriceDropAlertsAndCapLocks1700000000020,
  EventLog1700000000021,
  TermsAccepted1700000000022,
  Conversations1700000000023,
  ReservedFor1700000000024,
  Offers1700000000025,
];
