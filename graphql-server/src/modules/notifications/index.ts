/** The notifications module's front door: what other modules and the wiring may use of it. */
import { defineModule } from '../../core/server-module';
import { NotificationEntity } from './notification.entity';
import { NotificationsResolver } from './notifications.resolver';
import { notificationsRouter } from './notifications.rest';
export { type Notice, NotificationKind } from './notification-kind';
export { NotificationEntity } from './notification.entity';
export { type Emit, NotificationsService, type Notify } from './notifications.service';

/** The services the notifications module's routes use. */
type NotificationsNeeds = Parameters<typeof notificationsRouter>[0];

/** What the notifications module brings to the server: the wiring's registry (app/modules.ts) lists it. */
export const notificationsModule = defineModule<NotificationsNeeds>({
  name: 'notifications',
  entities: [NotificationEntity],
  resolvers: [NotificationsResolver],
  routes: (services) => [{ prefix: '/notification', routes: notificationsRouter(services) }],
});
