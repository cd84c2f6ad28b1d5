/**
 * The parsers of one setting's value (config.ts): each takes the variable's name for its message and
 * throws ConfigError, which stops the start with that message, on a value it cannot take.
 */
export class ConfigError extends Error {}

/** A comma list, blanks dropped. */
export function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function int(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${value}")`);
  }
  return n;
}

/** Like `int`, with fractions allowed (0.5 hours). */
export function num(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be a number from ${min} to ${max} (got "${value}")`);
  }
  return n;
}

export function url(name: string, value: string, protocols: string[]): URL {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a valid URL: "${value}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${value}")`);
  }
  return parsed;
}

export function oneOf<T extends string>(
  name: string,
  value: string | undefined,
  allowed: readonly T[],
  fallback: T,
): T {
  const v = value?.trim().toLowerCase();
  if (!v) return fallback;
  if (!(allowed as readonly string[]).includes(v))
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
  return v as T;
}

/** true/1/yes or false/0/no (any case); `fallback` when unset. */
export function bool(name: string, value: string | undefined, fallback: boolean): boolean {
  const v = value?.trim().toLowerCase();
  if (!v) return fallback;
  if (['true', '1', 'yes'].includes(v)) return true;
  if (['false', '0', 'no'].includes(v)) return false;
  throw new ConfigError(`${name} must be true or false (got "${value}")`);
}

/**
 * The API token settings (docs/product.md#api-tokens): API_TOKEN_RATE_PER_MINUTE, the calls one
 * token may make per minute (429 past it), and API_CORS_ORIGINS, the other sites' origins whose
 * pages may make bearer calls from a browser (CORS; none by default). Cookie calls never get CORS.
 */
export function apiTokenSettings(env: NodeJS.ProcessEnv): { apiTokenRatePerMinute: number; apiCorsOrigins: string[] } {
  return {
    apiTokenRatePerMinute: int('API_TOKEN_RATE_PER_MINUTE', env.API_TOKEN_RATE_PER_MINUTE, 600, 1, 1_000_000),
    apiCorsOrigins: list(env.API_CORS_ORIGINS).map((o) => url('API_CORS_ORIGINS', o, ['http:', 'https:']).origin),
  };
}

/**
 * What keeps reports and price-drop alerts from being abused (docs/product.md#reports, price drop):
 * REPORT_HIDE_THRESHOLD, how many reports hide a listing; REPORT_MIN_ACCOUNT_AGE_HOURS, how old an
 * account must be for its report to count towards it (0: any); REPORT_DISMISS_IMMUNITY_DAYS, how
 * long a listing whose reports staff dismissed cannot be hidden by reports again; and
 * PRICE_DROP_ALERT_INTERVAL_HOURS, how far apart a follower's price-drop alerts about one listing are.
 */
export function abuseSettings(env: NodeJS.ProcessEnv) {
  return {
    reportHideThreshold: int('REPORT_HIDE_THRESHOLD', env.REPORT_HIDE_THRESHOLD, 3, 1, 1000),
    reportMinAccountAgeHours: num('REPORT_MIN_ACCOUNT_AGE_HOURS', env.REPORT_MIN_ACCOUNT_AGE_HOURS, 72, 0, 8760),
    reportDismissImmunityDays: num('REPORT_DISMISS_IMMUNITY_DAYS', env.REPORT_DISMISS_IMMUNITY_DAYS, 7, 0, 365),
    priceDropAlertIntervalHours: num(
      'PRICE_DROP_ALERT_INTERVAL_HOURS',
      env.PRICE_DROP_ALERT_INTERVAL_HOURS,
      24,
      0,
      8760,
    ),
  };
}

/** An IANA time zone name Intl knows (e.g. Asia/Kolkata); an unknown one stops the start. */
export function timeZone(name: string, value: string | undefined, fallback: string): string {
  const zone = value?.trim() || fallback;
  try {
    // As written: ICU would answer the old alias for some (Asia/Calcutta for Asia/Kolkata).
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    throw new ConfigError(`${name} must be an IANA time zone such as Asia/Kolkata (got "${zone}")`);
  }
}
