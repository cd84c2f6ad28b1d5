import type { Mail } from './mailer';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

function layout(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head>
<body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f5f5f7;margin:0;padding:24px;color:#1d1d1f">
<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:28px">
<h1 style="font-size:20px;margin:0 0 16px">Campus Market</h1>
${bodyHtml}
<p style="font-size:12px;color:#6e6e73;margin-top:28px">You get this mail because of your Campus Market account. If that was not you, you can ignore it.</p>
</div></body></html>`;
}

/** `newAddress`: the code confirms an email change to this address (verifyNewEmail). */
export function verificationMail(to: string, name: string, code: string, ttlMinutes: number, newAddress = false): Mail {
  const why = newAddress ? 'You asked to use this address for your Campus Market account. ' : '';
  return {
    to,
    subject: 'Your Campus Market verification code',
    text: `Hi ${name},\n\n${why}Your Campus Market verification code is ${code}\n\nIt is valid for ${ttlMinutes} minutes and can be used once. Never share it: Campus Market will never ask you for it.\n\n— Campus Market`,
    html: layout(
      'Your Campus Market verification code',
      `<p>Hi ${escape(name)},</p><p>${why}Your Campus Market verification code is</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:700;margin:16px 0">${code}</p>
<p>It is valid for ${ttlMinutes} minutes and can be used once. Never share it: Campus Market will never ask you for it.</p>`,
    ),
    devNote: `verification code ${code}`,
  };
}

export function resetMail(to: string, name: string, link: string, ttlMinutes: number): Mail {
  return {
    to,
    subject: 'Reset your Campus Market password',
    text: `Hi ${name},\n\nSomeone (hopefully you) asked to reset the password of your Campus Market account. Open this link to choose a new one:\n\n${link}\n\nThe link works once and for ${ttlMinutes} minutes. If you did not ask, ignore this mail: your password stays as it is.\n\n— Campus Market`,
    html: layout(
      'Reset your Campus Market password',
      `<p>Hi ${escape(name)},</p><p>Someone (hopefully you) asked to reset the password of your Campus Market account.</p>
<p><a href="${escape(link)}" style="display:inline-block;background:#0b57d0;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Choose a new password</a></p>
<p style="font-size:13px;word-break:break-all">${escape(link)}</p>
<p>The link works once and for ${ttlMinutes} minutes. If you did not ask, ignore this mail: your password stays as it is.</p>`,
    ),
    devNote: `reset link ${link}`,
  };
}

export function passwordChangedMail(to: string, name: string, publicUrl: string): Mail {
  const link = `${publicUrl}/forget-password`;
  return {
    to,
    subject: 'Your password was changed',
    text: `Hi ${name},\n\nThe password of your Campus Market account was just changed: every session was signed out and every API token of the account was revoked.\n\nIf this was not you, reset your password now: ${link}\n\n— Campus Market`,
    html: layout(
      'Your password was changed',
      `<p>Hi ${escape(name)},</p><p>The password of your Campus Market account was just changed: every session was signed out and every API token of the account was revoked.</p>
<p>If this was not you, <a href="${escape(link)}">reset your password now</a>.</p>`,
    ),
  };
}

/** To the current address when someone signed in asks to move the account to another one. */
export function emailChangeRequestedMail(to: string, name: string, newEmail: string, publicUrl: string): Mail {
  const link = `${publicUrl}/forget-password`;
  return {
    to,
    subject: 'An email change was requested for your account',
    text: `Hi ${name},\n\nSomeone signed in to your Campus Market account asked to change its email to ${newEmail}. The change happens only once the code sent to that address is entered; until then this address stays in use.\n\nIf this was not you, reset your password now: ${link}\n\n— Campus Market`,
    html: layout(
      'An email change was requested for your account',
      `<p>Hi ${escape(name)},</p><p>Someone signed in to your Campus Market account asked to change its email to <strong>${escape(newEmail)}</strong>. The change happens only once the code sent to that address is entered; until then this address stays in use.</p>
<p>If this was not you, <a href="${escape(link)}">reset your password now</a>.</p>`,
    ),
  };
}

/** To the previous address once the new one is verified and in use. */
export function emailChangedMail(to: string, name: string, newEmail: string, publicUrl: string): Mail {
  const link = `${publicUrl}/forget-password`;
  return {
    to,
    subject: 'Your email was changed',
    text: `Hi ${name},\n\nThe email of your Campus Market account was changed to ${newEmail}. Mail about your account now goes there, and this address no longer signs in or resets the password.\n\nIf this was not you, contact the Campus Market team at once, and reset your password from ${link}\n\n— Campus Market`,
    html: layout(
      'Your email was changed',
      `<p>Hi ${escape(name)},</p><p>The email of your Campus Market account was changed to <strong>${escape(newEmail)}</strong>. Mail about your account now goes there, and this address no longer signs in or resets the password.</p>
<p>If this was not you, contact the Campus Market team at once, and <a href="${escape(link)}">reset your password</a>.</p>`,
    ),
  };
}

/** To the owner whenever a personal API token is made: a token acts as them until it ends. */
export function apiTokenCreatedMail(to: string, name: string, tokenName: string, publicUrl: string): Mail {
  const tokens = `${publicUrl}/api-tokens`;
  const reset = `${publicUrl}/forget-password`;
  const what = `A new API token '${tokenName}' was created for your account`;
  return {
    to,
    subject: what,
    text: `Hi ${name},\n\n${what}. It acts as you, within its scopes, until it expires or is revoked. You can see and revoke your tokens at ${tokens}\n\nIf this was not you, revoke it and reset your password now: ${reset}\n\n— Campus Market`,
    html: layout(
      what,
      `<p>Hi ${escape(name)},</p><p>${escape(what)}. It acts as you, within its scopes, until it expires or is revoked. You can see and revoke your tokens on <a href="${escape(tokens)}">your API tokens page</a>.</p>
<p>If this was not you, revoke it and <a href="${escape(reset)}">reset your password now</a>.</p>`,
    ),
  };
}
