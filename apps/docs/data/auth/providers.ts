import { z } from 'zod';
import { factSource, PLATFORM_ERA } from '../fact-source';
import logoSources from './provider-logos.json';

/*
 * The sign-in providers the Auth pages list, and what their grid shows. Logos are copied from icon
 * packages into /images/auth-providers/ at build time (scripts/provider-logos.mjs; the package of each one is
 * in provider-logos.json). Phone providers link to pages written in content/guides/auth/phone-login/.
 */

export const AUTH_TYPES = ['social', 'phone'] as const;
export type AuthType = (typeof AUTH_TYPES)[number];

export const LOGO_DIR = '/images/auth-providers';

const slugSchema = z.string().regex(/^[a-z]+$/, 'a provider slug is lower-case letters');

export const authProviderSchema = z
  .strictObject({
    /** Key of the logo and, for social providers, of the setup data (data/auth/social-providers.ts). */
    slug: slugSchema,
    name: z.string().min(1),
    logo: z.string().regex(/^\/images\/auth-providers\/[a-z]+\.svg$/),
    href: z.string().regex(/^\/guides\/auth\/(social-login\/auth-[a-z]+|phone-login\/[a-z]+)\/$/),
    /** Maintained as part of the platform (not a community integration). */
    official: z.boolean(),
    /** Who maintains the integration. */
    supporter: z.string().min(1),
    /** Available on the hosted platform. */
    platform: z.boolean(),
    /** Available when self-hosting the auth server. */
    selfHosted: z.boolean(),
    authType: z.enum(AUTH_TYPES),
    /** A `<slug>-light.svg` exists for dark backgrounds (the mark itself is dark). */
    hasLightIcon: z.boolean(),
  })
  .refine(
    (entry) => entry.logo === `${LOGO_DIR}/${entry.slug}.svg`,
    'the logo is /images/auth-providers/<slug>.svg',
  )
  .refine(
    (entry) =>
      entry.href ===
      (entry.authType === 'social'
        ? `/guides/auth/social-login/auth-${entry.slug}/`
        : `/guides/auth/phone-login/${entry.slug}/`),
    'social providers link to social-login/auth-<slug>/, phone providers to phone-login/<slug>/',
  );

export type AuthProvider = z.infer<typeof authProviderSchema>;

type LogoSource = { source: string; icon: string; light?: boolean };
const logos = logoSources as unknown as Record<string, LogoSource>;

function entry(slug: string, name: string, authType: AuthType): AuthProvider {
  return {
    slug,
    name,
    logo: `${LOGO_DIR}/${slug}.svg`,
    href:
      authType === 'social' ? `/guides/auth/social-login/auth-${slug}/` : `/guides/auth/phone-login/${slug}/`,
    official: true,
    supporter: 'Supabase',
    platform: true,
    selfHosted: true,
    authType,
    hasLightIcon: logos[slug]?.light === true,
  };
}

const entries: AuthProvider[] = [
  entry('apple', 'Apple', 'social'),
  entry('azure', 'Azure (Microsoft)', 'social'),
  entry('bitbucket', 'Bitbucket', 'social'),
  entry('discord', 'Discord', 'social'),
  entry('facebook', 'Facebook', 'social'),
  entry('figma', 'Figma', 'social'),
  entry('github', 'GitHub', 'social'),
  entry('gitlab', 'GitLab', 'social'),
  entry('google', 'Google', 'social'),
  entry('kakao', 'Kakao', 'social'),
  entry('keycloak', 'Keycloak', 'social'),
  entry('linkedin', 'LinkedIn (OIDC)', 'social'),
  entry('notion', 'Notion', 'social'),
  entry('slack', 'Slack', 'social'),
  entry('spotify', 'Spotify', 'social'),
  entry('twitter', 'Twitter', 'social'),
  entry('twitch', 'Twitch', 'social'),
  entry('workos', 'WorkOS', 'social'),
  entry('zoom', 'Zoom', 'social'),
  entry('messagebird', 'MessageBird', 'phone'),
  entry('twilio', 'Twilio', 'phone'),
  entry('vonage', 'Vonage', 'phone'),
];

// Validated when the module loads (at build): a malformed entry stops the build with zod's message.
export const authProviders: readonly AuthProvider[] = z.array(authProviderSchema).parse(entries);

/** The grid's entries of one auth type, or all of them, in the data's order. */
export function providersOfType(type?: AuthType): AuthProvider[] {
  return authProviders.filter((provider) => type === undefined || provider.authType === type);
}

/** The name of the list of one auth type's providers (or all of them): the grid's label, the Markdown's heading. */
export const PROVIDER_LIST_LABELS: Record<AuthType | 'all', string> = {
  all: 'Sign-in providers',
  social: 'Social login providers',
  phone: 'Phone login providers',
};

/** The dark-background variant of a logo path. */
export function lightLogo(logo: string): string {
  return logo.replace(/\.svg$/, '-light.svg');
}

/** Which sign-in providers the platform offers. */
export const authProvidersSource = factSource({
  source: 'https://supabase.com/docs/guides/auth/social-login',
  asOf: PLATFORM_ERA,
});
