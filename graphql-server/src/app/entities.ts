import { EmailCodeEntity, ResetTokenEntity, SessionEntity } from '../modules/auth';
import { ProductEntity } from '../modules/products';
import { ProductEventEntity } from '../modules/listing-history';
import { RosterEntry } from '../modules/roster';
import { UploadEntity } from '../modules/uploads';
import { UserEntity } from '../modules/users';
import { NotificationEntity } from '../modules/notifications';
import { PriceDropAlertEntity, WishlistItemEntity } from '../modules/wishlist';
import { RoleRequestEntity } from '../modules/roles';
import { ApiTokenEntity } from '../modules/tokens';
import { SavedSearchEntity, SavedSearchHitEntity } from '../modules/saved-searches';
import { WebhookAttemptEntity, WebhookDeliveryEntity, WebhookEntity, WebhookEventEntity } from '../modules/webhooks';
import { ProductReportEntity } from '../modules/reports';

export const entities = [
  UserEntity,
  SessionEntity,
  EmailCodeEntity,
  ResetTokenEntity,
  RosterEntry,
  UploadEntity,
  ProductEntity,
  NotificationEntity,
  WishlistItemEntity,
  RoleRequestEntity,
  SavedSearchEntity,
  SavedSearchHitEntity,
  WebhookEntity,
  WebhookDeliveryEntity,
  WebhookAttemptEntity,
  WebhookEventEntity,
  ApiTokenEntity,
  ProductEventEntity,
  ProductReportEntity,
  PriceDropAlertEntity,
];
