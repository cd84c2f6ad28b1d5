import type supertest from 'supertest';
import { UserEntity } from '../../src/modules/users/user.entity';
import type { TestApp } from './app';

let counter = 0;

export interface TestAccount {
  agent: supertest.Agent;
  id: string;
  collegeId: string;
  email: string;
  password: string;
  name: string;
  /** `cm_session=…` as a browser would send it (for graphql-ws). */
  cookie: string;
}

export function sessionCookie(res: { headers: Record<string, unknown> }): string | null {
  const raw = res.headers['set-cookie'];
  const list: string[] = Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' ? [raw] : [];
  const c = list.find((h) => h.startsWith('cm_session=') && !h.startsWith('cm_session=;'));
  return c ? c.split(';')[0] : null;
}

export function newIdentity(prefix = 'T') {
  counter += 1;
  const n = `${Date.now() % 100000}${counter}`.slice(-7);
  return {
    collegeId: `${prefix}${n}`,
    name: `Test Student ${counter}`,
    email: `student${n}${counter}@college.edu`.toLowerCase(),
    password: `correct horse ${counter} battery`,
  };
}

/** Registers over REST (the mail arrives over SMTP) and returns a signed-in but unverified browser. */
export async function registerAccount(
  app: TestApp,
  overrides: Partial<ReturnType<typeof newIdentity>> = {},
): Promise<TestAccount> {
  const identity = { ...newIdentity(), ...overrides };
  const agent = app.agent();
  const res = await agent.post('/api/v1/auth/register').send(identity);
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { agent, id: res.body.user._id, cookie: sessionCookie(res) as string, ...identity };
}

/** Registers and verifies with the code from the mail: a signed-in verified browser. */
export async function verifiedAccount(
  app: TestApp,
  overrides: Partial<ReturnType<typeof newIdentity>> = {},
): Promise<TestAccount> {
  const account = await registerAccount(app, overrides);
  const code = await app.mailbox.codeFor(account.email);
  const res = await account.agent.post('/api/v1/auth/verify-email').send({ code });
  if (res.status !== 200) throw new Error(`verify failed: ${res.status} ${JSON.stringify(res.body)}`);
  return account;
}

/**
 * A verified account promoted to `role` directly in the database: the one way tests make staff, so
 * that only the role tests go through the admin's role calls.
 */
export async function accountWithRole(app: TestApp, role: 'admin' | 'moderator'): Promise<TestAccount> {
  const account = await verifiedAccount(app);
  await app.services.db.getRepository(UserEntity).update({ id: account.id }, { role });
  return account;
}
