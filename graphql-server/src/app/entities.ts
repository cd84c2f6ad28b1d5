import { EmailCodeEntity } from '../modules/auth/email-code.entity';
import { ResetTokenEntity } from '../modules/auth/reset-token.entity';
import { SessionEntity } from '../modules/auth/session.entity';
import { ProductEntity } from '../modules/products/product.entity';
import { ProductEventEntity } from '../modules/listing-history/product-event.entity';
import { RosterEntry } from '../modules/roster/roster.entity';
import { UploadEntity } from '../modules/uploads/upload.entity';
import { UserEntity } from '../modules/users/user.entity';
import { NotificationEntity } from '../modules/notifications/notification.entity';
import { WishlistItemEntity } from '../modules/wishlist/wishlist-item.entity';
import { RoleRequestEntity } from '../modules/roles/role-request.entity';
import { ApiTokenEntity } from '../modules/tokens/api-token.entity';
import { SavedSearchEntity, SavedSearchHitEntity } from '../modules/saved-searches/saved-search.entity';
import {
  WebhookAttemptEntity,
  WebhookDeliveryEntity,
  WebhookEntity,
  WebhookEventEntity,
} from '../modules/webhooks/webhook.entity';
import { ProductReportEntity } from '../modules/reports/product-report.entity';
import { PriceDropAlertEntity } from '../modules/wishlist/price-drop-alert.entity';

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
