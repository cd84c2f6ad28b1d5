import type { Page } from '@playwright/test';

/** The two sizes the layout journeys check: a desktop and a small phone. */
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 360, height: 780 };

/** The home page's listing cards. */
export const newListingCards = (page: Page) => page.getByRole('list', { name: 'New listings' }).getByRole('article');
