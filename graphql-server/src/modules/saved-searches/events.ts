import type { Notice } from '../notifications/notification-kind';

declare module '../../core/events' {
  interface DomainEvents {
    /** A saved search's alert is due and claimed (saved-search-alerts.ts): its owner is told `notice`. */
    'savedSearch.alerted': { userId: string; notice: Notice };
  }
}

export {};
