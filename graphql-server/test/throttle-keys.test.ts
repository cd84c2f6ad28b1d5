import { throttleKey } from '../src/core/throttle-keys';

// The counters live in Redis across deploys: a key spelled differently would be a fresh counter.
describe('throttle keys', () => {
  it('keep the spellings the counters are stored under', () => {
    expect(throttleKey.loginIp('10.0.0.1')).toBe('login:ip:10.0.0.1');
    expect(throttleKey.loginAccount('CS2021001')).toBe('login:account:CS2021001');
    expect(throttleKey.registerIp('10.0.0.1')).toBe('register:ip:10.0.0.1');
    expect(throttleKey.rosterIp('10.0.0.1')).toBe('roster:ip:10.0.0.1');
    expect(throttleKey.verifyIp('10.0.0.1')).toBe('verify:ip:10.0.0.1');
    expect(throttleKey.resendIp('10.0.0.1')).toBe('resend:ip:10.0.0.1');
    expect(throttleKey.resendAccount('u1')).toBe('resend:account:u1');
    expect(throttleKey.forgotIp('10.0.0.1')).toBe('forgot:ip:10.0.0.1');
    expect(throttleKey.forgotEmail('a@b.in')).toBe('forgot:email:a@b.in');
    expect(throttleKey.resetIp('10.0.0.1')).toBe('reset:ip:10.0.0.1');
    expect(throttleKey.uploadUser('u1')).toBe('upload:user:u1');
  });
});
