/**
 * Every throttle key of the server, built here and nowhere else, so two rules that share a counter
 * (a failed login and a wrong current password) cannot drift apart. The keys live in the counter
 * store (Redis) across deploys: changing a spelling would quietly reset or split a counter, so they
 * stay byte for byte as they are. The first two segments are the metrics label (Metrics.throttleRefused).
 */
export const throttleKey = {
  loginIp: (ip: string) => `login:ip:${ip}`,
  /** Failed logins and wrong current passwords of one account, by its canonical registration id. */
  loginAccount: (collegeIdKey: string) => `login:account:${collegeIdKey}`,
  registerIp: (ip: string) => `register:ip:${ip}`,
  rosterIp: (ip: string) => `roster:ip:${ip}`,
  verifyIp: (ip: string) => `verify:ip:${ip}`,
  resendIp: (ip: string) => `resend:ip:${ip}`,
  /** One verification mail per cooldown for one account. */
  resendAccount: (userId: string) => `resend:account:${userId}`,
  forgotIp: (ip: string) => `forgot:ip:${ip}`,
  forgotEmail: (emailKey: string) => `forgot:email:${emailKey}`,
  resetIp: (ip: string) => `reset:ip:${ip}`,
  uploadUser: (userId: string) => `upload:user:${userId}`,
  /** Chat messages of one member (CHAT limits: per minute). */
  chatMessagesUser: (userId: string) => `chat:messages:${userId}`,
  /** New conversations one member starts (per day). */
  conversationsUser: (userId: string) => `chat:conversations:${userId}`,
  /** Every call of one API token (API_TOKEN_RATE_PER_MINUTE). */
  apiToken: (tokenId: string) => `api:token:${tokenId}`,
} as const;
