/** A saved search's alert is due and claimed (saved-search-alerts.ts): its owner is told `message`, which leads to `link`. */
export interface SavedSearchAlertedEvent {
  userId: string;
  message: string;
  link: string;
}

declare module '../../core/events' {
  interface DomainEvents {
    'savedSearch.alerted': SavedSearchAlertedEvent;
  }
}
