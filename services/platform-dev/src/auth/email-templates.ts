// The text of each mail, in plain text and HTML (every value escaped).

import type { EmailTokenKind } from '../data/email-tokens.ts';
import { escapeHtml } from '../pages/html.ts';

const WORDING: Record<EmailTokenKind, { subject: string; action: string }> = {
  signup: { subject: 'Confirm your signup', action: 'confirm your email address' },
  magiclink: { subject: 'Your Magic Link', action: 'sign in' },
  recovery: { subject: 'Reset Your Password', action: 'reset your password' },
  email_change: { subject: 'Confirm Email Change', action: 'confirm your new email address' },
};

export function composeMail(kind: EmailTokenKind, link: string, code: string, lifetimeMinutes: number) {
  const { subject, action } = WORDING[kind];
  const text = [
    `Follow this link to ${action}:`,
    link,
    '',
    `Or enter this code: ${code}`,
    '',
    `The link and the code work once, for ${lifetimeMinutes} minutes. If you did not ask for this, ignore this mail.`,
  ].join('\n');
  const html = `<h2>${escapeHtml(subject)}</h2>
<p>Follow this link to ${escapeHtml(action)}:</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(subject)}</a></p>
<p>Or enter this code: <strong>${escapeHtml(code)}</strong></p>
<p>The link and the code work once, for ${lifetimeMinutes} minutes. If you did not ask for this, ignore this mail.</p>`;
  return { subject, text, html };
}
