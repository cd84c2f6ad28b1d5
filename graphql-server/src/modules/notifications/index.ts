/** The notifications module's front door: what other modules and the wiring may use of it. */
import type { NotificationsService } from './notifications.service';
import { subscribeNotices } from './subscribers';
import { defineModule } from '../../core/server-module';
import { NotificationEntity } from './notification.entity';
import { NotificationsResolver } from './notifications.resolver';
import { notificationsRouter } from './notifications.rest';
export { type Notice, NotificationKind } from './notification-kind';
export { NotificationEntity } from './notification.entity';
export { NotificationsService, type Recipients } from './notifications.service';
export { subscribeNotices } from './subscribers';

/** The services the notifications module's routes use. */
type NotificationsNeeds = Parameters<typeof notificationsRouter>[0];

/** What the notifications module brings to the server: the wiring's registry (app/modules.ts) lists it. */
export const notificationsModule = defineModule<NotificationsNeeds, { notifications: NotificationsService }>({
  name: 'notifications',
  entities: [NotificationEntity],
  resolvers: [NotificationsResolver],
  routes: (services) => [{ prefix: '/notification', routes: notificationsRouter(services) }],
  subscribe: (bus, s) => subscribeNotices(bus, s.notifications),
});
