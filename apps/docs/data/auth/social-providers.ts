import { z } from 'zod';

/*
 * What each social provider's setup page says, as data: one template (components/auth/social-provider-setup.tsx)
 * renders it, so the 19 pages stay consistent and a fact is fixed in one place. Text fields take a small inline
 * markup (lib/auth/inline-markup.ts): **bold** for labels on screen, `code`, [text](https://…) links. In field
 * values, {callback} stands for the project's callback URL and {project-domain} for its host name.
 *
 * Scopes are the ones the platform's auth server requests by default; the app may add more with `scopes`.
 */

const text = z.string().min(1);

const fieldSchema = z.strictObject({ label: text, value: text });

const stepSchema = z.union([text, z.strictObject({ text, fields: z.array(fieldSchema).min(1) })]);

const socialProviderSetupSchema = z.strictObject({
  /** The grid's slug (data/auth/providers.ts). */
  slug: z.string().regex(/^[a-z]+$/),
  /** The name used in sentences. */
  name: text,
  /** The `provider` value of `signInWithOAuth`, also the `[auth.external.<id>]` key of config.toml. */
  provider: z.string().regex(/^[a-z_]+$/),
  console: z.strictObject({ name: text, url: z.url({ protocol: /^https$/ }) }),
  /** What to create there ("an OAuth app", "a Services ID"). */
  appType: text,
  /** Numbered steps at the provider, in order; one of them lists the exact fields to fill. */
  register: z.array(stepSchema).min(2),
  /** What the provider calls the two values the dashboard asks for. */
  credentials: z.strictObject({ clientId: text, secret: text }),
  /** The labels of the dashboard's provider form. */
  dashboard: z.strictObject({
    clientId: text,
    secret: text,
    /** A third field (tenant, realm, server URL) and what to put in it. */
    url: z.optional(z.strictObject({ label: text, value: text, note: text })),
  }),
  scopes: z.strictObject({
    /** Requested on every sign-in; empty when the provider has no scopes or uses the app's settings. */
    requested: z.array(z.string().regex(/^[\w:.\-/]+$/)),
    note: text,
  }),
  /** Added to `signInWithOAuth` options in the samples. */
  signInOptions: z.optional(
    z.strictObject({
      scopes: z.optional(text),
      queryParams: z.optional(z.record(z.string(), text)),
    }),
  ),
  signInNote: z.optional(text),
  local: z.strictObject({
    /** The placeholder written as client_id in config.toml. */
    clientIdExample: text,
    /** The `url` line, for providers that need one. */
    url: z.optional(text),
    /** Whether the block shows skip_nonce_check (providers with native ID-token sign-in). */
    skipNonceCheck: z.optional(z.boolean()),
    note: z.optional(text),
    /**
     * For a provider that refuses the local callback (Apple takes only https on a domain name): the sentence
     * that replaces the template's "add the local callback URL" one ({local-callback} stands for that URL).
     */
    intro: z.optional(text),
    /** The callback config.toml names instead of the local one, e.g. an https tunnel's address. */
    redirectUri: z.optional(z.url({ protocol: /^https$/ })),
  }),
});

export type SocialProviderSetup = z.infer<typeof socialProviderSetupSchema>;
export type SetupStep = z.infer<typeof stepSchema>;

export const CALLBACK_TOKEN = '{callback}';
export const PROJECT_DOMAIN_TOKEN = '{project-domain}';
export const LOCAL_CALLBACK_TOKEN = '{local-callback}';
/** What readers see where their own project ref goes. */
export const CALLBACK_PLACEHOLDER = 'https://<project-ref>.supabase.co/auth/v1/callback';
export const PROJECT_DOMAIN_PLACEHOLDER = '<project-ref>.supabase.co';

const setups: SocialProviderSetup[] = [
  {
    slug: 'apple',
    name: 'Apple',
    provider: 'apple',
    console: {
      name: 'Apple Developer: Certificates, Identifiers & Profiles',
      url: 'https://developer.apple.com/account/resources/identifiers/list',
    },
    appType: 'an App ID, a Services ID and a Sign in with Apple key',
    register: [
      'Note your **Team ID**: the 10-character code at the top right of the developer account (also under **Membership details**).',
      'Under **Identifiers**, register an **App ID** (or open your app’s existing one) and turn on the **Sign in with Apple** capability.',
      {
        text: 'Register a **Services ID** (Identifiers → the **+** button → **Services IDs**). Its identifier, such as `com.example.web`, is the client ID for web sign-in. Turn on **Sign in with Apple**, choose **Configure** and fill in:',
        fields: [
          { label: 'Primary App ID', value: 'the App ID from the previous step' },
          { label: 'Domains and Subdomains', value: PROJECT_DOMAIN_TOKEN },
          { label: 'Return URLs', value: CALLBACK_TOKEN },
        ],
      },
      'Under **Keys**, create a key with **Sign in with Apple** enabled and linked to the same primary App ID. Download the `.p8` file (Apple lets you download it only once) and note its 10-character **Key ID**.',
      'Make the client secret: a JWT signed with the `.p8` key (ES256) whose issuer is your Team ID, subject your Services ID and key id your Key ID. Apple refuses secrets valid for more than 6 months, so set a reminder to make a new one before it expires. The generator below does it in your browser.',
    ],
    credentials: { clientId: 'Services ID', secret: 'signed client secret (JWT)' },
    dashboard: { clientId: 'Client IDs', secret: 'Secret Key (for OAuth)' },
    scopes: {
      requested: ['name', 'email'],
      note: 'Apple sends the user’s name only on their first sign-in, and lets users hide their address behind a private relay address (`@privaterelay.appleid.com`). To send mail to relay addresses, register your sending domain under **Sign in with Apple for Email Communication**.',
    },
    signInNote:
      'Native iOS and macOS apps sign in with the ID token from Apple’s own SDK (`signInWithIdToken`) instead; add their bundle IDs to **Client IDs**, separated by commas, next to the Services ID.',
    local: {
      clientIdExample: 'com.example.web',
      skipNonceCheck: true,
      // Apple's Sign in with Apple JS docs: the redirect URI needs a domain name, never an IP or localhost.
      intro:
        'Apple takes only `https` Return URLs on a domain name: it refuses `localhost`, IP addresses and plain `http`, so the local callback, {local-callback}, cannot be registered there. Two set-ups work. The simpler one: keep your app on your machine but sign in with Apple against a hosted development project, with your local address (such as `http://localhost:3000/**`) in that project’s [redirect URLs](/guides/auth/redirect-urls/). Or run an `https` tunnel (ngrok, Cloudflare Tunnel or similar) to the local API port, add the tunnel’s host under **Domains and Subdomains** and its `/auth/v1/callback` address under **Return URLs**, and name that address in `supabase/config.toml`. While the tunnel runs, anyone on the internet can reach your local API, which accepts the well-known local service-role key: stop it when you are done, and expect to register a new address when a free tunnel changes host. The block for the tunnel:',
      redirectUri: 'https://your-tunnel.example.com/auth/v1/callback',
      note: 'The secret is the generated JWT, not the `.p8` key. Keep `skip_nonce_check` off unless a native sign-in you test locally cannot send a nonce.',
    },
  },
  {
    slug: 'azure',
    name: 'Azure (Microsoft)',
    provider: 'azure',
    console: { name: 'Microsoft Entra admin center', url: 'https://entra.microsoft.com' },
    appType: 'an app registration',
    register: [
      'Open **Identity** → **Applications** → **App registrations** and choose **New registration**.',
      {
        text: 'Fill in:',
        fields: [
          { label: 'Name', value: 'your app’s name, shown on the consent screen' },
          {
            label: 'Supported account types',
            value:
              'who may sign in: one tenant, any organization, or organizations and personal Microsoft accounts',
          },
          { label: 'Redirect URI', value: `platform **Web**, ${CALLBACK_TOKEN}` },
        ],
      },
      'On the app’s **Overview**, copy the **Application (client) ID**, and the **Directory (tenant) ID** if only one organization may sign in.',
      'Under **Certificates & secrets**, add a **New client secret** and copy its **Value** at once (not the Secret ID; the value is shown only now). Secrets expire: note the date you chose.',
      'Optional, recommended: under **Token configuration**, add the optional claim `xms_edov` to the ID token, so the platform can tell whether the email address was verified by the tenant.',
    ],
    credentials: { clientId: 'Application (client) ID', secret: 'client secret Value' },
    dashboard: {
      clientId: 'Application (client) ID',
      secret: 'Secret Value',
      url: {
        label: 'Azure Tenant URL',
        value: 'https://login.microsoftonline.com/<tenant-id>',
        note: 'Leave it empty to accept any Microsoft account the registration allows (the `common` endpoint); set it to your tenant to allow only your organization’s accounts.',
      },
    },
    scopes: {
      requested: ['openid'],
      note: 'Ask for `email` too (see the sample), or Microsoft may leave the address out of the ID token.',
    },
    signInOptions: { scopes: 'email' },
    local: {
      clientIdExample: '<application-client-id>',
      url: 'https://login.microsoftonline.com/<tenant-id>',
      note: 'Drop the `url` line for a registration open to every tenant.',
    },
  },
  {
    slug: 'bitbucket',
    name: 'Bitbucket',
    provider: 'bitbucket',
    console: { name: 'Bitbucket workspace settings', url: 'https://bitbucket.org/account/workspaces/' },
    appType: 'an OAuth consumer',
    register: [
      'Open your workspace, then **Settings** → **OAuth consumers** → **Add consumer**.',
      {
        text: 'Fill in:',
        fields: [
          { label: 'Name', value: 'your app’s name' },
          { label: 'Callback URL', value: CALLBACK_TOKEN },
          { label: 'This is a private consumer', value: 'checked (confidential client)' },
          { label: 'Permissions', value: '**Account**: Email and Read' },
        ],
      },
      'Save, then open the consumer to see its **Key** and **Secret**.',
    ],
    credentials: { clientId: 'Key', secret: 'Secret' },
    dashboard: { clientId: 'Client ID', secret: 'Client Secret' },
    scopes: {
      requested: ['account', 'email'],
      note: 'These match the Account permissions you gave the consumer.',
    },
    local: { clientIdExample: '<bitbucket-key>' },
  },
  {
    slug: 'discord',
    name: 'Discord',
    provider: 'discord',
    console: { name: 'Discord Developer Portal', url: 'https://discord.com/developers/applications' },
    appType: 'an application with OAuth2',
    register: [
      'Choose **New Application**, give it a name and accept the terms.',
      {
        text: 'Open **OAuth2** and fill in:',
        fields: [{ label: 'Redirects', value: CALLBACK_TOKEN }],
      },
      'On the same page, copy the **Client ID**, then **Reset Secret** to see a **Client Secret**.',
    ],
    credentials: { clientId: 'Client ID', secret: 'Client Secret' },
    dashboard: { clientId: 'Client ID', secret: 'Client Secret' },
    scopes: {
      requested: ['identify', 'email'],
      note: 'Users whose Discord email is unverified can still sign in; check `email_verified` in the identity data if it matters.',
    },
    local: { clientIdExample: '<discord-client-id>' },
  },
  {
    slug: 'facebook',
    name: 'Facebook',
    provider: 'facebook',
    console: { name: 'Meta for Developers', url: 'https://developers.facebook.com/apps' },
    appType: 'an app with Facebook Login',
    register: [
      'Choose **Create app**, pick the use case **Authenticate and request data from users with Facebook Login**, and finish the wizard.',
      'In the use case’s settings, add the **email** permission (next to **public_profile**).',
      {
        text: 'Open **Facebook Login** → **Settings** and fill in:',
        fields: [
          { label: 'Valid OAuth Redirect URIs', value: CALLBACK_TOKEN },
          { label: 'Client OAuth login and Web OAuth login', value: 'on' },
        ],
      },
      'Under **App settings** → **Basic**, copy the **App ID** and show the **App secret**. Switch the app to **Live** before real users sign in.',
    ],
    credentials: { clientId: 'App ID', secret: 'App secret' },
    dashboard: { clientId: 'Facebook client ID', secret: 'Facebook secret' },
    scopes: {
      requested: ['email'],
      note: 'Accounts registered with a phone number may have no email address.',
    },
    local: { clientIdExample: '<facebook-app-id>' },
  },
  {
    slug: 'figma',
    name: 'Figma',
    provider: 'figma',
    console: { name: 'Figma developer apps', url: 'https://www.figma.com/developers/apps' },
    appType: 'an OAuth app',
    register: [
      'Choose **Create a new app** and pick the team that owns it.',
      {
        text: 'Fill in:',
        fields: [
          { label: 'App name', value: 'your app’s name' },
          { label: 'Website', value: 'your site’s address' },
          { label: 'Callback', value: CALLBACK_TOKEN },
        ],
      },
      'Save, then copy the **Client ID** and **Client secret** (the secret is shown once).',
    ],
    credentials: { clientId: 'Client ID', secret: 'Client secret' },
    dashboard: { clientId: 'Client ID', secret: 'Client Secret' },
    scopes: {
      requested: ['file_read'],
      note: 'Figma offers no narrower scope that still returns the user’s email address.',
    },
    local: { clientIdExample: '<figma-client-id>' },
  },
  {
    slug: 'github',
    name: 'GitHub',
    provider: 'github',
    console: { name: 'GitHub Developer settings', url: 'https://github.com/settings/developers' },
    appType: 'an OAuth app',
    register: [
      'Under **OAuth Apps**, choose **New OAuth App** (for an organization, use the organization’s settings → **Developer settings** instead).',
      {
        text: 'Fill in:',
        fields: [
          { label: 'Application name', value: 'the name users see when they authorize' },
          { label: 'Homepage URL', value: 'your site’s address' },
          { label: 'Authorization callback URL', value: CALLBACK_TOKEN },
          { label: 'Enable Device Flow', value: 'off' },
        ],
      },
      'Choose **Register application**, copy the **Client ID**, then **Generate a new client secret** and copy it (GitHub shows it once).',
    ],
    credentials: { clientId: 'Client ID', secret: 'client secret' },
    dashboard: { clientId: 'Client ID', secret: 'Client Secret' },
    scopes: {
      requested: ['user:email'],
      note: 'Enough to read the user’s verified addresses, including private ones. Ask for more (such as `repo`) only if your app calls GitHub’s API with the provider token.',
    },
    local: {
      clientIdExample: '<github-client-id>',
      note: 'An OAuth app has one callback URL, so register a second app for local development with the local callback URL.',
    },
  },
  {
    slug: 'gitlab',
    name: 'GitLab',
    provider: 'gitlab',
    console: { name: 'GitLab applications', url: 'https://gitlab.com/-/user_settings/applications' },
    appType: 'an OAuth application',
    register: [
      'Open **User settings** → **Applications** (or a group’s **Settings** → **Applications**) and choose **Add new application**.',
      {
        text: 'Fill in:',
        fields: [
          { label: 'Name', value: 'your app’s name' },
          { label: 'Redirect URI', value: CALLBACK_TOKEN },
          { label: 'Confidential', value: 'checked' },
          { label: 'Scopes', value: '`read_user`' },
        ],
      },
      'Save, then copy the **Application ID** and the **Secret**.',
    ],
    credentials: { clientId: 'Application ID', secret: 'Secret' },
    dashboard: {
      clientId: 'Application ID',
      secret: 'Secret',
      url: {
        label: 'Self Hosted GitLab URL',
        value: 'https://gitlab.example.com',
        note: 'Only for a self-managed GitLab; leave it empty for gitlab.com.',
      },
    },
    scopes: { requested: ['read_user'], note: 'Gives the user’s profile and primary email.' },
    local: { clientIdExample: '<gitlab-application-id>' },
  },
  {
    slug: 'google',
    name: 'Google',
    provider: 'google',
    console: {
      name: 'Google Cloud console: Google Auth Platform',
      url: 'https://console.cloud.google.com/auth/overview',
    },
    appType: 'an OAuth client of type Web application',
    register: [
      'Pick or create a Google Cloud project, and set up the consent screen (**Branding**: app name, support email, your domain as an authorized domain).',
      'Under **Data Access**, add the scopes `openid`, `.../auth/userinfo.email` and `.../auth/userinfo.profile`. These are non-sensitive, so no review is needed.',
      {
        text: 'Under **Clients**, choose **Create client**, application type **Web application**, and fill in:',
        fields: [
          { label: 'Name', value: 'a name for your own reference' },
          {
            label: 'Authorized JavaScript origins',
            value: 'your site’s origin, such as `https://example.com`',
          },
          { label: 'Authorized redirect URIs', value: CALLBACK_TOKEN },
        ],
      },
      'Copy the **Client ID** and **Client secret**. Under **Audience**, publish the app when you are ready for users outside your test list.',
    ],
    credentials: { clientId: 'Client ID', secret: 'Client secret' },
    dashboard: { clientId: 'Client IDs', secret: 'Client Secret (for OAuth)' },
    scopes: {
      requested: ['email', 'profile'],
      note: 'Adding sensitive scopes (Drive, Calendar) triggers Google’s verification of the app.',
    },
    signInNote:
      'Pass `queryParams: { access_type: "offline", prompt: "consent" }` if you need a Google refresh token to call Google APIs later. One Tap and native Android or iOS sign-in use `signInWithIdToken` instead; list those client IDs in **Client IDs** too, separated by commas.',
    local: {
      clientIdExample: '<google-client-id>.apps.googleusercontent.com',
      skipNonceCheck: true,
      note: 'Set `skip_nonce_check = true` only to try a native or One Tap ID-token sign-in locally when it cannot pass a nonce; the web redirect flow never needs it.',
    },
  },
  {
    slug: 'kakao',
    name: 'Kakao',
    provider: 'kakao',
    console: { name: 'Kakao Developers', url: 'https://developers.kakao.com/console/app' },
    appType: 'an application with Kakao Login',
    register: [
      'Choose **Add an application**, with an app name and company name.',
      'Under **App Keys**, copy the **REST API key**: it is the client ID.',
      'Under **Kakao Login** → **Security**, generate a **Client Secret** code and set its state to **Enable**.',
      {
        text: 'Turn **Kakao Login** on and fill in:',
        fields: [{ label: 'Redirect URI', value: CALLBACK_TOKEN }],
      },
      'Under **Consent Items**, set **Nickname**, **Profile image** and **Email** (`account_email`; it needs a business app) to required or optional consent.',
    ],
    credentials: { clientId: 'REST API key', secret: 'Client Secret code' },
    dashboard: { clientId: 'REST API Key', secret: 'Client Secret Code' },
    scopes: {
      requested: ['account_email', 'profile_image', 'profile_nickname'],
      note: 'All three are always requested, so each must be a consent item, or Kakao rejects the sign-in.',
    },
    local: { clientIdExample: '<kakao-rest-api-key>' },
  },
  {
    slug: 'keycloak',
    name: 'Keycloak',
    provider: 'keycloak',
    console: { name: 'Keycloak admin console', url: 'https://www.keycloak.org/docs/latest/server_admin/' },
    appType: 'an OpenID Connect client in a realm',
    register: [
      'In your Keycloak admin console, switch to the realm your users are in (or create one).',
      {
        text: 'Under **Clients**, choose **Create client** and fill in:',
        fields: [
          { label: 'Client type', value: 'OpenID Connect' },
          { label: 'Client ID', value: 'a name such as `my-app`' },
          { label: 'Client authentication', value: 'on (a confidential client)' },
          { label: 'Authentication flow', value: '**Standard flow** only' },
          { label: 'Valid redirect URIs', value: CALLBACK_TOKEN },
        ],
      },
      'Open the client’s **Credentials** tab and copy the **Client secret**.',
      'Note the realm URL: `https://<keycloak-host>/realms/<realm>` (Keycloak before version 17 adds `/auth`: `https://<keycloak-host>/auth/realms/<realm>`).',
    ],
    credentials: { clientId: 'Client ID', secret: 'Client secret' },
    dashboard: {
      clientId: 'Client ID',
      secret: 'Secret',
      url: {
        label: 'Realm URL',
        value: 'https://keycloak.example.com/realms/my-realm',
        note: 'The realm’s address, without a trailing slash or `/protocol/…` path.',
      },
    },
    scopes: {
      requested: ['profile', 'email'],
      note: 'Keycloak also needs `openid` to issue an ID token, so the sample adds it.',
    },
    signInOptions: { scopes: 'openid' },
    local: {
      clientIdExample: 'my-app',
      url: 'https://keycloak.example.com/realms/my-realm',
    },
  },
  {
    slug: 'linkedin',
    name: 'LinkedIn',
    provider: 'linkedin_oidc',
    console: { name: 'LinkedIn Developers', url: 'https://www.linkedin.com/developers/apps' },
    appType: 'an app with Sign In with LinkedIn using OpenID Connect',
    register: [
      'Choose **Create app**: name, the LinkedIn Page of your company (the app is verified through it), privacy policy URL and logo.',
      'Under **Products**, request **Sign In with LinkedIn using OpenID Connect**.',
      {
        text: 'Under **Auth**, fill in:',
        fields: [{ label: 'Authorized redirect URLs for your app', value: CALLBACK_TOKEN }],
      },
      'On the same tab, copy the **Client ID** and **Primary Client Secret**.',
    ],
    credentials: { clientId: 'Client ID', secret: 'Primary Client Secret' },
    dashboard: { clientId: 'API Key', secret: 'API Secret Key' },
    scopes: {
      requested: ['openid', 'profile', 'email'],
      note: 'The provider id is `linkedin_oidc`: LinkedIn retired the older sign-in product in 2023, and apps created since then only have the OpenID Connect one.',
    },
    local: { clientIdExample: '<linkedin-client-id>' },
  },
  {
    slug: 'notion',
    name: 'Notion',
    provider: 'notion',
    console: { name: 'Notion integrations', url: 'https://www.notion.so/profile/integrations' },
    appType: 'a public integration',
    register: [
      'Choose **New integration**, pick the workspace it belongs to, and set its type to **Public**.',
      {
        text: 'Fill in:',
        fields: [
          {
            label: 'Company name, Website, Privacy policy, Terms of use, Support email',
            value: 'your details (shown to users)',
          },
          { label: 'Redirect URIs', value: CALLBACK_TOKEN },
        ],
      },
      'Under **Capabilities**, choose **Read user information including email addresses**.',
      'Save, then copy the **OAuth client ID** and **OAuth client secret** from the **Configuration** tab.',
    ],
    credentials: { clientId: 'OAuth client ID', secret: 'OAuth client secret' },
    dashboard: { clientId: 'Client ID', secret: 'Client Secret' },
    scopes: {
      requested: [],
      note: 'Notion has no scopes: the capabilities chosen for the integration apply, and users pick the pages it may see.',
    },
    local: { clientIdExample: '<notion-oauth-client-id>' },
  },
  {
    slug: 'slack',
    name: 'Slack',
    provider: 'slack_oidc',
    console: { name: 'Slack API: Your Apps', url: 'https://api.slack.com/apps' },
    appType: 'a Slack app using Sign in with Slack (OpenID Connect)',
    register: [
      'Choose **Create New App** → **From scratch**, name it and pick a development workspace.',
      {
        text: 'Under **OAuth & Permissions**, fill in:',
        fields: [
          { label: 'Redirect URLs', value: CALLBACK_TOKEN },
          { label: 'User Token Scopes', value: '`openid`, `email`, `profile`' },
        ],
      },
      'Under **Basic Information** → **App Credentials**, copy the **Client ID** and show the **Client Secret**.',
      'To let other workspaces sign in, turn on **Manage Distribution** for the app.',
    ],
    credentials: { clientId: 'Client ID', secret: 'Client Secret' },
    dashboard: { clientId: 'Client ID', secret: 'Client Secret' },
    scopes: {
      requested: ['openid', 'email', 'profile'],
      note: 'The provider id is `slack_oidc`. The older `slack` provider used scopes Slack has deprecated, and new projects cannot enable it.',
    },
    local: { clientIdExample: '<slack-client-id>' },
  },
  {
    slug: 'spotify',
    name: 'Spotify',
    provider: 'spotify',
    console: { name: 'Spotify for Developers dashboard', url: 'https://developer.spotify.com/dashboard' },
    appType: 'an app using the Web API',
    register: [
      {
        text: 'Choose **Create app** and fill in:',
        fields: [
          { label: 'App name, App description', value: 'shown to users when they authorize' },
          { label: 'Redirect URIs', value: CALLBACK_TOKEN },
          { label: 'Which API/SDKs are you planning to use?', value: '**Web API**' },
        ],
      },
      'Open the app’s **Settings**, copy the **Client ID** and choose **View client secret**.',
      'In development mode only the users you add under **User Management** can sign in; request an extension to open it to everyone.',
    ],
    credentials: { clientId: 'Client ID', secret: 'Client secret' },
    dashboard: { clientId: 'Client ID', secret: 'Client Secret' },
    scopes: {
      requested: ['user-read-email'],
      note: 'Add `user-read-private` and others only if your app calls Spotify’s API for them.',
    },
    local: { clientIdExample: '<spotify-client-id>' },
  },
  {
    slug: 'twitter',
    name: 'Twitter',
    provider: 'twitter',
    console: { name: 'X (Twitter) Developer Portal', url: 'https://developer.x.com/en/portal/dashboard' },
    appType: 'a project app with OAuth 1.0a user authentication',
    register: [
      'Create a project and an app in it (the free access level is enough to sign users in).',
      {
        text: 'In the app’s **User authentication settings**, choose **Set up** and fill in:',
        fields: [
          { label: 'App permissions', value: '**Read**, and **Request email from users** on' },
          { label: 'Type of App', value: '**Web App, Automated App or Bot**' },
          { label: 'Callback URI / Redirect URL', value: CALLBACK_TOKEN },
          {
            label: 'Website URL, Terms of service, Privacy policy',
            value: 'your pages (required for the email permission)',
          },
        ],
      },
      'Under **Keys and tokens**, copy the **API Key** and **API Key Secret** (the consumer keys of OAuth 1.0a), not the OAuth 2.0 client ID.',
    ],
    credentials: { clientId: 'API Key (consumer key)', secret: 'API Key Secret (consumer secret)' },
    dashboard: { clientId: 'API Key', secret: 'API Secret Key' },
    scopes: {
      requested: [],
      note: 'OAuth 1.0a has no scopes: the app’s permissions apply, and the email address comes only with **Request email from users**.',
    },
    local: { clientIdExample: '<twitter-api-key>' },
  },
  {
    slug: 'twitch',
    name: 'Twitch',
    provider: 'twitch',
    console: { name: 'Twitch Developer Console', url: 'https://dev.twitch.tv/console/apps' },
    appType: 'a registered application',
    register: [
      'Turn on two-factor authentication for your Twitch account (the console requires it), then choose **Register Your Application**.',
      {
        text: 'Fill in:',
        fields: [
          { label: 'Name', value: 'unique across Twitch' },
          { label: 'OAuth Redirect URLs', value: CALLBACK_TOKEN },
          { label: 'Category', value: 'Website Integration' },
          { label: 'Client Type', value: 'Confidential' },
        ],
      },
      'Open the application with **Manage**, copy the **Client ID** and choose **New Secret**.',
    ],
    credentials: { clientId: 'Client ID', secret: 'Client Secret' },
    dashboard: { clientId: 'Client ID', secret: 'Client Secret' },
    scopes: {
      requested: ['user:read:email'],
      note: 'Gives the account’s email address and whether it is verified.',
    },
    local: { clientIdExample: '<twitch-client-id>' },
  },
  {
    slug: 'workos',
    name: 'WorkOS',
    provider: 'workos',
    console: { name: 'WorkOS dashboard', url: 'https://dashboard.workos.com' },
    appType: 'a WorkOS environment with SSO connections',
    register: [
      'In the environment you use (staging or production), set up the organizations and their SSO connections (Okta, Entra ID, Google Workspace…).',
      {
        text: 'Under **Redirects**, fill in:',
        fields: [{ label: 'Redirect URI', value: CALLBACK_TOKEN }],
      },
      'Under **API Keys**, copy the **Client ID** (`client_…`) and the **Secret key** (`sk_…`).',
    ],
    credentials: { clientId: 'Client ID', secret: 'Secret key' },
    dashboard: {
      clientId: 'Client ID',
      secret: 'Secret Key',
      url: {
        label: 'WorkOS URL',
        value: 'https://api.workos.com',
        note: 'WorkOS’s API address; change it only for a custom domain.',
      },
    },
    scopes: {
      requested: [],
      note: 'WorkOS uses no scopes. Each sign-in names where to authenticate: a `connection` id, an `organization` id, or a `provider` such as `GoogleOAuth`; exactly one of them, in `queryParams`.',
    },
    signInOptions: { queryParams: { connection: '<connection-id>' } },
    signInNote:
      'Swap `connection` for `organization: "<organization-id>"` to let WorkOS pick the organization’s connection, or for `provider: "GoogleOAuth"` (or `MicrosoftOAuth`, `GitHubOAuth`, `AppleOAuth`) for WorkOS’s own OAuth sign-in.',
    local: { clientIdExample: 'client_<id>', url: 'https://api.workos.com' },
  },
  {
    slug: 'zoom',
    name: 'Zoom',
    provider: 'zoom',
    console: { name: 'Zoom App Marketplace', url: 'https://marketplace.zoom.us/develop/create' },
    appType: 'a user-managed General app',
    register: [
      'Choose **Develop** → **Build App**, the **General App** type, and **User-managed** (each user authorizes for themselves).',
      {
        text: 'Under **Basic Information** → **OAuth Information**, fill in:',
        fields: [
          { label: 'OAuth Redirect URL', value: CALLBACK_TOKEN },
          { label: 'OAuth Allow List', value: CALLBACK_TOKEN },
        ],
      },
      'Under **Scopes**, add the scope to read the user’s own profile (`user:read:user`; apps created before granular scopes use `user:read`).',
      'Copy the **Client ID** and **Client Secret** from **App Credentials**. Until the app is published, only members of your Zoom account can sign in.',
    ],
    credentials: { clientId: 'Client ID', secret: 'Client Secret' },
    dashboard: { clientId: 'Client ID', secret: 'Client Secret' },
    scopes: {
      requested: [],
      note: 'No scopes are sent with the request: Zoom grants the ones added to the app, so the profile scope above must be there.',
    },
    local: { clientIdExample: '<zoom-client-id>' },
  },
];

// Validated when the module loads (at build): a malformed entry stops the build with zod's message.
export const socialProviderSetups: readonly SocialProviderSetup[] = z
  .array(socialProviderSetupSchema)
  .parse(setups);

/** The setup of one provider by its slug; an unknown slug throws with the list of known ones. */
export function socialProviderSetup(slug: string): SocialProviderSetup {
  const setup = socialProviderSetups.find((candidate) => candidate.slug === slug);
  if (!setup) {
    const known = socialProviderSetups.map((candidate) => candidate.slug).join(', ');
    throw new Error(`Unknown social provider "${slug}". Known: ${known}.`);
  }
  return setup;
}
