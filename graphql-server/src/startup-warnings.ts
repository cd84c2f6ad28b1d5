import type { Services } from './services';

/**
 * Settings a real deployment should not run with. They do not stop the start (a college may
 * choose them knowingly) but each is said at start in production, where nobody reads a README.
 */
export async function productionWarnings(services: Services): Promise<string[]> {
  const { config, roster } = services;
  if (!config.isProduction) return [];
  const warnings: string[] = [];
  if (!config.allowedEmailDomains.length && !(await roster.hasEmails())) {
    warnings.push(
      'Sign-up is open to any email: anyone can claim a free registration id and the roster name that goes with it. ' +
        'Import a roster with college emails (collegeId,name,email) or set ALLOWED_EMAIL_DOMAINS.',
    );
  }
  if (config.trustProxy === true || typeof config.trustProxy === 'number') {
    warnings.push(
      `TRUST_PROXY=${config.trustProxy} believes X-Forwarded-For from any client that reaches this port directly: ` +
        "name the proxies' addresses or CIDRs instead (e.g. TRUST_PROXY=10.0.0.5).",
    );
  }
  return warnings;
}
