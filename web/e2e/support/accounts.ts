import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { e2ePort } from './env';

/** The seeded demo accounts (graphql-server/src/app/seed.ts); their random passwords are in DATA_DIR. */
export const demo = {
  admin: 'ADMIN001',
  moderator: 'MOD001',
  seller: '21CS1001', // Aarav Sharma
  buyer: '21CS1002', // Diya Patel
} as const;

export function demoPassword(collegeId: string): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: the global setup sets it');
  const line = readFileSync(join(dir, 'demo-accounts.txt'), 'utf8')
    .split('\n')
    .find((l) => l.includes(`registration id ${collegeId} `));
  const password = line?.match(/password (\S+)/)?.[1];
  if (!password) throw new Error(`No demo password for ${collegeId}`);
  return password;
}

export async function signInAs(page: Page, collegeId: string, password = demoPassword(collegeId)) {
  await page.goto('/login');
  await page.getByLabel('Registration Id').fill(collegeId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^log in$/i }).click();
  await expect(page.getByText('Successfully Logged in').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible();
}

/** A fresh browser (own cookies) signed in as `collegeId`, or a visitor when none is given. */
export async function newBrowserPage(browser: Browser, collegeId?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${e2ePort}` });
  const page = await context.newPage();
  if (collegeId) await signInAs(page, collegeId);
  return page;
}
