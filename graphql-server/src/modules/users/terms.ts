/**
 * The date of the terms and conditions now in force: the web's terms page shows it ("Last updated")
 * and sends it back when a member accepts them, and the server records it beside the acceptance, so
 * that terms changed later (a new date here and on the page) can be asked again. The web's copy is
 * web/src/lib/site.ts `termsUpdated`; test/terms.test.ts keeps the two equal.
 */
export const TERMS_UPDATED = '2025-03-28';

export const TERMS_MESSAGES = {
  accepted: 'Thank you for accepting the Terms and Conditions.',
  notCurrent: `These are not the current Terms and Conditions (last updated ${TERMS_UPDATED}): reload the page and read them again.`,
} as const;
