import { ConfigError, loadConfig } from '../src/config';

// TIME_ZONE: the campus's zone every absolute time on the web is written in (docs/operations.md).
describe('TIME_ZONE', () => {
  it("is India's zone unless set", () => {
    expect(loadConfig({ NODE_ENV: 'test' }).timeZone).toBe('Asia/Kolkata');
    expect(loadConfig({ NODE_ENV: 'test', TIME_ZONE: ' ' }).timeZone).toBe('Asia/Kolkata');
  });

  it('takes any IANA zone, as written', () => {
    expect(loadConfig({ NODE_ENV: 'test', TIME_ZONE: 'Europe/London' }).timeZone).toBe('Europe/London');
    expect(loadConfig({ NODE_ENV: 'test', TIME_ZONE: 'UTC' }).timeZone).toBe('UTC');
  });

  it('stops the start on a zone Intl does not know, saying which', () => {
    const load = () => loadConfig({ NODE_ENV: 'test', TIME_ZONE: 'Asia/Bangalore' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow('TIME_ZONE must be an IANA time zone such as Asia/Kolkata (got "Asia/Bangalore")');
  });
});
