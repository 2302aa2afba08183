import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { apiKeyKinds, LATER_KEY_NAMES } from '@/data/api-keys';
import { findCliCommand } from '@/data/cli';
import { JWT_ROLES } from '@/lib/auth-generators/role-jwt';
import { sharedDataText } from '@/lib/shared-data';
import { withoutCodeBlocks } from './code-blocks';
import { guideFiles } from './guide-pages';

/*
 * Platform facts that pages once stated wrongly (issue 27): each page must take the fact from shared data, say
 * the part a reader needs, and not bring back the old wording. The facts themselves, with their sources, live in
 * data/shared-data.ts and data/compute-add-ons.ts.
 */

const guides = guideFiles();
function prose(page: string): string {
  const guide = guides.find((candidate) => candidate.path === `content/guides/${page}.mdx`);
  if (!guide) throw new Error(`no guide ${page}`);
  return withoutCodeBlocks(guide.source).replace(/\s+/g, ' ');
}
/** "anon key", "service role key", "`service_role` key" and the like. */
const keyNamePattern = (role: string) => `\\b\`?${role.replace('_', '[ _]')}\`? key`;
const uses = (page: string, path: string) => prose(page).includes(`<SharedData path="${path}" />`);

describe('backups: daily backups are for paid plans, one fact for both pages (item 4)', () => {
  const pages = ['database/backups', 'platform/going-into-prod'];

  it.each(pages)('%s takes the plans from shared data', (page) => {
    expect(uses(page, 'backups.dailyBackupPlans')).toBe(true);
    expect(uses(page, 'backups.freePlan')).toBe(true);
  });

  it.each(pages)('%s does not say every plan is backed up, or write a retention by hand', (page) => {
    expect(prose(page)).not.toMatch(/whatever its plan|every project's database is backed up/i);
    expect(prose(page)).not.toMatch(/\b(7|14|30) days\b/);
  });

  it('the backups page shows each paid plan’s retention from shared data', () => {
    for (const plan of ['pro', 'team', 'enterprise'])
      expect(uses('database/backups', `backups.retention.${plan}`)).toBe(true);
    expect(sharedDataText('backups.dailyBackupPlans')).not.toMatch(/free/i);
  });
});

describe('the built-in email limit (item 5)', () => {
  const history = [
    'auth.rateLimits.emailPerHour',
    'auth.rateLimits.emailPerHourSinceJuly2023',
    'auth.rateLimits.emailReducedOn',
    'auth.rateLimits.emailConfigurableFrom',
  ];

  it.each(['auth/index', 'auth/rate-limits'])(
    '%s gives the whole history and sends production to custom SMTP',
    (page) => {
      for (const path of history) expect(uses(page, path), path).toBe(true);
      expect(prose(page)).toMatch(/set for each project/);
      expect(prose(page)).toMatch(/trying Auth out|try Auth without any setup/);
      expect(prose(page)).toMatch(/Production needs (a )?custom SMTP/);
      expect(prose(page)).not.toMatch(/enough for a demo/i);
    },
  );
});

describe('gen types default schemas (item 11)', () => {
  it('the page names [api].schemas and its default from shared data', () => {
    const page = prose('local-development/type-generation');
    expect(page).toContain('`[api].schemas`');
    expect(uses('local-development/type-generation', 'cli.apiSchemas')).toBe(true);
    expect(page).not.toMatch(/The default is `public`/);
    expect(sharedDataText('cli.apiSchemas')).toBe('public, graphql_public');
  });

  it('the CLI reference says the same for --schema', () => {
    const flag = findCliCommand('supabase-gen-types-typescript')?.flags?.find(
      (entry) => entry.id === 'schema',
    );
    expect(flag?.description).toContain('`[api].schemas`');
    expect(flag?.description).toContain('`graphql_public`');
  });
});

describe('API keys of this platform era (item 12)', () => {
  it.each(guides.map((guide) => [guide.path, guide] as const))(
    '%s does not use the later key names',
    (_path, guide) => {
      for (const later of LATER_KEY_NAMES) expect(guide.source).not.toMatch(later);
    },
  );

  it.each(['getting-started/api-keys', 'getting-started/architecture', 'auth/jwts'])(
    '%s names both key kinds of the data, and where each may live',
    (page) => {
      const text = prose(page);
      for (const kind of apiKeyKinds)
        expect(text, kind.role).toMatch(new RegExp(keyNamePattern(kind.role), 'i'));
      expect(text).toMatch(/bypass(es)? row level security/i);
    },
  );

  it('the JWT generator signs exactly the roles of the data', () => {
    expect(JWT_ROLES).toEqual(apiKeyKinds.map((kind) => kind.role));
    expect(apiKeyKinds.find((kind) => kind.role === 'service_role')?.rowLevelSecurity).toBe('bypassed');
  });
});

describe('disk I/O bursts (item 13)', () => {
  it('the compute page names the bursting and the steady sizes from the compute data', () => {
    expect(uses('platform/compute-add-ons', 'compute.diskBurstSizes')).toBe(true);
    expect(uses('platform/compute-add-ons', 'compute.steadyDiskSizes')).toBe(true);
    expect(prose('platform/compute-add-ons')).not.toMatch(/up to Medium/);
  });
});

describe('pagination (item 9)', () => {
  it('supabase-js sends .range() as offset and limit query parameters, as the API page says', async () => {
    // The page's own call, through the real client library; the request is recorded instead of sent.
    const requests: Request[] = [];
    const supabase = createClient('https://example.supabase.co', 'anon-key', {
      // Node 20 has no global WebSocket; realtime is not used here.
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
      global: {
        fetch: async (input, init) => {
          requests.push(new Request(input, init));
          return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
        },
      },
    });
    await supabase.from('products').select('*', { count: 'exact' }).range(0, 9);
    const [request] = requests;
    const url = new URL(request?.url ?? '');
    expect(url.searchParams.get('offset')).toBe('0');
    expect(url.searchParams.get('limit')).toBe('10');
    expect(request?.headers.get('range')).toBeNull();
    expect(prose('api/index')).toMatch(/`offset` and `limit`/);
    expect(prose('api/index')).not.toMatch(/`Range` header/);
  });
});

describe('the local stack is reachable from the network (item 2)', () => {
  it('the CLI page says the ports listen on every interface and how to protect them', () => {
    const page = prose('local-development/cli-getting-started');
    expect(page).toContain('`0.0.0.0`');
    expect(page).toMatch(/firewall/);
    expect(page).toMatch(/service-role key/);
    expect(page).not.toMatch(/nothing outside your computer/i);
  });
});

describe('App Store guideline 4.8 since January 2024 (item 7)', () => {
  it('the Apple page asks for an equivalent privacy-preserving login, not Sign in with Apple itself', () => {
    const page = prose('auth/social-login/auth-apple');
    expect(page).toMatch(/guideline 4\.8/);
    expect(page).toMatch(/January 2024/);
    expect(page).toMatch(/equivalent login option/);
    expect(page).not.toMatch(/Apple requires it in iOS apps/i);
  });
});

describe('CAPTCHA errors (item 8)', () => {
  // GoTrue v2.148 internal/api/middleware.go: a provider's refusal is "captcha protection: request disallowed
  // (<error codes>)"; "captcha verification process failed" is an error of the verification call itself.
  it('a reused or expired token is the provider refusal, not a failed verification', () => {
    const bullets = prose('auth/captcha').split(/ - \*\*/);
    const refusal = bullets.find((bullet) => bullet.startsWith('"captcha protection: request disallowed'));
    const failure = bullets.find((bullet) => bullet.startsWith('"captcha verification process failed"'));
    expect(refusal).toMatch(/`timeout-or-duplicate`/);
    expect(refusal).toMatch(/already used|expired/);
    expect(failure).toMatch(/no token|could not get an answer/);
    expect(failure).not.toMatch(/expired|already used|timeout-or-duplicate/);
  });
});
