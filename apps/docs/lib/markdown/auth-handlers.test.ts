import { describe, expect, it } from 'vitest';
import { authProviders } from '@/data/auth/providers';
import { smsProvider } from '@/data/auth/sms-providers';
import { socialProviderSetup, socialProviderSetups } from '@/data/auth/social-providers';
import { configToml, signInCode } from '@/lib/auth/provider-samples';
import { smsConfigToml } from '@/lib/auth/sms-config-toml';
import { SMS_COST_LINKS } from '@/lib/auth/sms-text';
import { SETUP_STEPS } from '@/lib/auth/social-setup-text';
import { dashboardLinks } from '@/lib/dashboard-links';
import { sharedDataText } from '@/lib/shared-data';
import { componentHandlers } from './component-handlers';
import { tagsOutsideCode } from './markup-check';
import { MarkdownTwinError, mdxToMarkdown } from './mdx-to-markdown';

const PAGE_URL = 'https://docs.example.com/guides/auth/social-login/auth-github/';
const SITE = 'https://docs.example.com';
const PLACEHOLDER = 'https://<project-ref>.supabase.co/auth/v1/callback';

const convert = (mdx: string) =>
  mdxToMarkdown(mdx, {
    file: 'content/guides/auth/demo.mdx',
    pageUrl: PAGE_URL,
    handlers: componentHandlers,
  });

describe('Markdown of the social provider template', () => {
  it('numbers the registration steps, with the field table and the callback placeholder', () => {
    const markdown = convert('<SocialProviderSetup provider="github" step="register" />');
    expect(markdown).toContain(
      `GitHub sends users back to your project's callback URL, \`${PLACEHOLDER}\`, where \`<project-ref>\` is your project's reference ID.`,
    );
    expect(markdown).not.toContain('Log in below');
    expect(markdown).toContain('a widget shows your callback URL after you sign in');
    expect(markdown).toContain('[GitHub Developer settings](https://github.com/settings/developers)');
    expect(markdown).toMatch(/^1\. .*New OAuth App/m);
    expect(markdown).toMatch(/^3\. /m);
    expect(markdown).toContain('\n2. Fill in:\n\n   | Field');
    expect(markdown).toMatch(
      new RegExp(`\\| \\*\\*Authorization callback URL\\*\\* +\\| \`${escapeRegExp(PLACEHOLDER)}\``),
    );
    expect(markdown).not.toContain('{callback}');
  });

  it('says where to paste the ID and secret, with the dashboard link, the extra URL field and the scopes', () => {
    const markdown = convert('<SocialProviderSetup provider="azure" step="credentials" />');
    expect(markdown).toContain(`1. Open your project's [auth providers](${dashboardLinks.authProviders()})`);
    expect(markdown).toContain(
      '3. Paste the Application (client) ID into **Application (client) ID** and the client secret Value into **Secret Value**.',
    );
    expect(markdown).toContain(
      '4. Set **Azure Tenant URL**, for example `https://login.microsoftonline.com/<tenant-id>`.',
    );
    expect(markdown).toContain('5. Choose **Save**.');
    expect(markdown).toContain('Scopes the platform asks Azure (Microsoft) for: `openid`.');
  });

  it('prints the config.toml block and the shell lines as titled fences, from the same functions as the page', () => {
    const markdown = convert('<SocialProviderSetup provider="slack" step="local" />');
    const setup = socialProviderSetup('slack');
    expect(markdown).toContain(
      `\`\`\`toml title="supabase/config.toml"\n${configToml(setup, sharedDataText('local.apiUrl'))}\n\`\`\``,
    );
    expect(markdown).toContain('```bash title="Terminal"\nexport SUPABASE_AUTH_EXTERNAL_SLACK_OIDC_SECRET=');
  });

  it('labels the client and server sign-in code, and makes site links absolute', () => {
    const markdown = convert('<SocialProviderSetup provider="workos" step="sign-in" />');
    const setup = socialProviderSetup('workos');
    expect(markdown).toContain(
      `**Client**\n\n\`\`\`ts title="sign-in.ts"\n${signInCode(setup, 'client')}\n\`\`\``,
    );
    expect(markdown).toContain(
      `**Server**\n\n\`\`\`ts title="app/auth/sign-in/route.ts"\n${signInCode(setup, 'server')}\n\`\`\``,
    );
    expect(markdown).toContain(`[callback route](${SITE}/guides/auth/oauth-pkce/)`);
  });

  it('converts every part of every provider with no markup, token or tag left over', () => {
    for (const { slug } of socialProviderSetups) {
      for (const step of SETUP_STEPS) {
        const markdown = convert(`<SocialProviderSetup provider="${slug}" step="${step}" />`);
        const prose = markdown.replace(/```[\s\S]*?```/g, '');
        expect(prose, `${slug} ${step}`).not.toMatch(/\{callback\}|\{project-domain\}|\]\(dashboard:/);
        expect(tagsOutsideCode(markdown), `${slug} ${step}`).toEqual([]);
      }
    }
  });

  it('fails the build on an unknown provider or step, naming the choices', () => {
    expect(() => convert('<SocialProviderSetup provider="myspace" step="register" />')).toThrow(
      /demo\.mdx:1:1: <SocialProviderSetup>: provider must be one of apple, azure/,
    );
    expect(() => convert('<SocialProviderSetup provider="github" step="deploy" />')).toThrow(
      MarkdownTwinError,
    );
  });
});

describe('Markdown of the provider grid', () => {
  it('lists one auth type as links named by the provider', () => {
    const markdown = convert('<AuthProviderGrid authType="phone" />');
    expect(markdown).toBe(
      '**Phone login providers**\n\n' +
        authProviders
          .filter((provider) => provider.authType === 'phone')
          .map((provider) => `- [${provider.name}](${SITE}${provider.href})`)
          .join('\n') +
        '\n',
    );
  });

  it('groups every provider by type when the grid has the filter', () => {
    const markdown = convert('<AuthProviderGrid filter />');
    expect(markdown.indexOf('**Social login providers**')).toBeLessThan(
      markdown.indexOf('**Phone login providers**'),
    );
    for (const provider of authProviders)
      expect(markdown).toContain(`[${provider.name}](${SITE}${provider.href})`);
  });
});

describe('Markdown of the SMS components', () => {
  it('prints the credentials as a table with the secret column and the console link', () => {
    const markdown = convert('<SmsProviderConfig provider="vonage" />');
    expect(markdown).toContain('**Vonage credentials** (from the [');
    const rows = markdown
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    expect(rows[0]).toEqual(['Dashboard field', '`config.toml` key', 'Where to find it', 'Secret']);
    expect(rows.slice(2).map((row) => [row[0], row[1], row[3]])).toEqual([
      ['API Key', '`api_key`', 'No'],
      ['API Secret', '`api_secret`', 'Yes: keep it out of code and the repository'],
      ['From', '`from`', 'No'],
    ]);
  });

  it('prints every provider when none is named', () => {
    const markdown = convert('<SmsProviderConfig />');
    expect(markdown.match(/^\*\*[\w ]+ credentials\*\*/gm)).toEqual([
      '**Twilio credentials**',
      '**Twilio Verify credentials**',
      '**MessageBird credentials**',
      '**TextLocal credentials**',
      '**Vonage credentials**',
    ]);
  });

  it('prints the local config and the secret prompts as fences', () => {
    const markdown = convert('<SmsLocalConfig provider="messagebird" />');
    expect(markdown).toContain(
      `\`\`\`toml title="supabase/config.toml"\n${smsConfigToml(smsProvider('messagebird'))}\n\`\`\``,
    );
    expect(markdown).toContain('read -rs SUPABASE_AUTH_SMS_MESSAGEBIRD_ACCESS_KEY');
  });

  it('prints the cost warning as a caution blockquote with its links', () => {
    const markdown = convert('<SmsCostWarning />');
    expect(markdown).toMatch(/^> \*\*Caution: Keep SMS costs under control\*\*/);
    expect(markdown).toContain('**SMS pumping**');
    expect(markdown).toContain(`> - Put a [CAPTCHA](${SITE}/guides/auth/captcha/) in front`);
    expect(markdown).toContain(`[auth rate limits](${SITE}${SMS_COST_LINKS.rateLimits})`);
    expect(markdown).toContain(`[going-into-production checklist](${SITE}/guides/platform/going-into-prod/)`);
  });
});

describe('Markdown of the generators and the API-settings widget', () => {
  it('says what each generator offers and that keys stay in the browser', () => {
    const apple = convert('<AppleSecretGenerator />');
    expect(apple).toMatch(/^_On the web page, the Apple client secret generator takes your `\.p8` key file/);
    expect(apple).toContain(
      'with the validity you choose: about 6 months (the maximum), 180 days, 90 days or 30 days; it shows',
    );
    expect(apple).toContain('never uploaded or stored');
    const jwt = convert('<JwtGenerator />');
    expect(jwt).toContain('at least 32 characters');
    expect(jwt).toContain(
      'expiry you choose: 1 hour, 1 day, 7 days, 30 days, 1 year, 5 years, 10 years or a date;',
    );
    expect(jwt).toContain('the secret is never sent or stored');
    expect(jwt).toMatch(/^- `anon`: For browsers and apps\./m);
    expect(jwt).toMatch(/^- `service_role`: For trusted servers only\./m);
  });

  it('gives the callback URL as the project URL plus the callback path', () => {
    expect(convert('<ApiSettings variable="callbackUrl" />')).toContain(
      `followed by \`/auth/v1/callback\`, for example \`${PLACEHOLDER}\`.`,
    );
    expect(convert('<ApiSettings variable="url" />')).toContain(
      `[API settings](${dashboardLinks.apiSettings()}) in the dashboard.`,
    );
    expect(() => convert('<ApiSettings variable="serviceKey" />')).toThrow(
      /variable must be one of url, anonKey, callbackUrl/,
    );
  });
});

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
