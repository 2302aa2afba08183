import type { JwtRole } from './role-jwt';

/*
 * The fixed copy of the two in-browser generators: their titles, the privacy line and the JWT roles' notes.
 * The widgets and the Markdown twin (lib/markdown/auth-handlers.ts) both read it. Kept free of imports with
 * code, so the twin does not pull in the widgets and the widgets' chunks stay as they were.
 */

export const APPLE_GENERATOR_TEXT = {
  title: 'Apple client secret generator',
  privacy: 'Runs in your browser: the key file is read here and never uploaded or stored.',
} as const;

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
