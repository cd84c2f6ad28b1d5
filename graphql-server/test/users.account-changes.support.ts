import { UserEntity } from '../src/modules/users/user.entity';
import { type TestAccount, newIdentity } from './helpers/accounts';
import type { TestApp } from './helpers/app';

/** The calls the account-change tests make, on the app `get()` answers. */
export function accountChangeCalls(get: () => TestApp) {
  const stored = (id: string) => get().services.db.getRepository(UserEntity).findOneByOrFail({ id });
  const login = (a: TestAccount, password = a.password) =>
    get().agent().post('/api/v1/auth/login').send({ collegeId: a.collegeId, password });
  const fresh = () => `new-${newIdentity().email}`;
  /** The documented client sends the whole profile on every save. */
  const profile = (a: TestAccount, extra: Record<string, unknown>) => ({
    id: a.id,
    name: a.name,
    email: a.email,
    password: '',
    ...extra,
  });
  const put = (a: TestAccount, extra: Record<string, unknown>) =>
    a.agent.put('/api/v1/user/edit-profile').send(profile(a, extra));
  const verifyNew = (a: TestAccount, code: string) => a.agent.post('/api/v1/user/verify-new-email').send({ code });
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  return { stored, login, fresh, profile, put, verifyNew, wrongCode };
}
