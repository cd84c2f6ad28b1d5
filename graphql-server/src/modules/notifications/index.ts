/** The notifications module's front door: what other modules and the wiring may use of it. */
export { type Notice, NotificationKind } from './notification-kind';
export { NotificationEntity } from './notification.entity';
export { NotificationsResolver } from './notifications.resolver';
export { notificationsRouter } from './notifications.rest';
export { type Emit, NotificationsService, type Notify } from './notifications.service';
