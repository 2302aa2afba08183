import type { JwtRole } from './role-jwt';

/*
 * The fixed copy of the JWT generator (title, privacy line, what each role may do), read by the widget and by
 * the Markdown twin (lib/markdown/auth-handlers.ts). One module per generator, so neither widget's chunk
 * carries the other's text.
 */

export const JWT_GENERATOR_TEXT = {
  title: 'JWT generator',
  privacy: 'Runs in your browser: the secret is never sent or stored.',
} as const;

/** What a key of each role may do, shown beside the role choice. */
export const JWT_ROLE_NOTES: Record<JwtRole, string> = {
  anon: 'For browsers and apps. Requests run as the anon role, so Row Level Security policies decide what they may read and write; safe to publish when RLS is on for every exposed table.',
  service_role:
    'For trusted servers only. Requests bypass Row Level Security and may read and change every row. Never ship it in a browser or app.',
};
