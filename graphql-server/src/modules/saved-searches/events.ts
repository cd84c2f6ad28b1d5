declare module '../../core/events' {
  interface DomainEvents {
    /**
     * A saved search's alert is due and claimed (saved-search-alerts.ts): its owner is told `message`,
     * which leads to `link` (the search).
     */
    'savedSearch.alerted': { userId: string; message: string; link: string };
  }
}

export {};
