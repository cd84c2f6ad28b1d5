import { MYSQL_URL, REDIS_URL, USE_MYSQL, reachable } from './helpers/services';

/** Probes the outside services once, before the test files are collected (see describeApp). */
export default async function globalSetup(): Promise<void> {
  process.env.CM_REDIS_UP = (await reachable(REDIS_URL)) ? '1' : '0';
  process.env.CM_MYSQL_UP = USE_MYSQL && (await reachable(MYSQL_URL)) ? '1' : '0';
}
