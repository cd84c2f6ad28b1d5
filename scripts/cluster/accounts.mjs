// The cluster's accounts through its real API: verification codes read from the mail catcher
// (maildev's web API), and the admin signed up and verified once.
import { sleep } from '../lib/processes.mjs';

/** The six-digit verification code last mailed to `address`. */
export async function verificationCode(mailUrl, address, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const mails = await (await fetch(`${mailUrl}/email`)).json();
    const mine = mails
      .filter(
        (m) =>
          m.to?.some((t) => t.address?.toLowerCase() === address.toLowerCase()) && /verification code/i.test(m.subject),
      )
      .sort((a, b) => new Date(b.date) - new Date(a.date));
    const code = mine[0] && /verification code is (\d{6})/.exec(mine[0].text)?.[1];
    if (code) return code;
    await sleep(200);
  }
  throw new Error(`no verification code mailed to ${address} within ${ms / 1000} s`);
}

/** Signs the admin up (its id is in ADMIN_COLLEGE_IDS, so it is an admin at once) and verifies it with the mailed code. */
export async function ensureAdmin(url, mailUrl, admin) {
  const post = (p, body, cookie) =>
    fetch(`${url}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const login = await post('/api/v1/auth/login', { collegeId: admin.collegeId, password: admin.password });
  if (login.ok && (await login.json()).user?.isVerified) return;
  let cookie;
  if (login.ok)
    cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('cm_session='))
      ?.split(';')[0];
  else {
    const reg = await post('/api/v1/auth/register', admin);
    if (reg.status !== 201) throw new Error(`could not sign the admin up: ${reg.status} ${await reg.text()}`);
    cookie = reg.headers
      .getSetCookie()
      .find((c) => c.startsWith('cm_session='))
      ?.split(';')[0];
  }
  const code = await verificationCode(mailUrl, admin.email, 20_000);
  const verified = await post('/api/v1/auth/verify-email', { code }, cookie);
  if (!verified.ok) throw new Error(`could not verify the admin: ${verified.status} ${await verified.text()}`);
}
