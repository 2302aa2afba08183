import type { Emphasis, List, PhrasingContent, RootContent } from 'mdast';
import { AUTH_TYPES, type AuthType, PROVIDER_LIST_LABELS, providersOfType } from '@/data/auth/providers';
import { SMS_PROVIDER_IDS, type SmsProvider, smsProvider, smsProviders } from '@/data/auth/sms-providers';
import {
  CALLBACK_PLACEHOLDER,
  CALLBACK_TOKEN,
  PROJECT_DOMAIN_PLACEHOLDER,
  PROJECT_DOMAIN_TOKEN,
  type SetupStep,
  type SocialProviderSetup,
  socialProviderSetups,
} from '@/data/auth/social-providers';
import { authRateLimitRows } from '@/data/auth-rate-limits';
import { VARIABLE_TITLES } from '@/lib/api-settings/messages';
import { PLACEHOLDER_TOKENS, parseInline } from '@/lib/auth/inline-markup';
import { configToml, localShell, signInCode } from '@/lib/auth/provider-samples';
import { secretPrompts, smsConfigToml } from '@/lib/auth/sms-config-toml';
import {
  SMS_COST_WARNING,
  SMS_CREDENTIAL_COLUMNS,
  smsCredentialsCaption,
  smsSecretCell,
} from '@/lib/auth/sms-text';
import {
  CONFIG_TOML_TITLE,
  callbackIntro,
  credentialSteps,
  FIELD_COLUMNS,
  LOCAL_SHELL_INTRO,
  localIntro,
  registerIntro,
  SETUP_STEPS,
  SHELL_TITLE,
  SIGN_IN_SAMPLES,
  scopesText,
  signInIntro,
} from '@/lib/auth/social-setup-text';
import { APPLE_GENERATOR_TEXT } from '@/lib/auth-generators/apple-generator-text';
import { APPLE_VALIDITY_OPTIONS, JWT_EXPIRY_OPTIONS } from '@/lib/auth-generators/expiry';
import { JWT_GENERATOR_TEXT, JWT_ROLE_NOTES } from '@/lib/auth-generators/jwt-generator-text';
import { JWT_ROLES } from '@/lib/auth-generators/role-jwt';
import { MIN_JWT_SECRET_LENGTH } from '@/lib/auth-generators/validate';
import { dashboardLinks } from '@/lib/dashboard-links';
import { CALLBACK_PATH } from '@/lib/project-session/project-value';
import { sharedDataText } from '@/lib/shared-data';
import type { ComponentHandler, HandlerContext } from './mdx-to-markdown';
import { callout, code, inlineCode, link, list, paragraph, strong, table, text } from './nodes';

/*
 * The Markdown of the Auth section's components. Each prints the same data and the same fixed sentences as its
 * component (data/auth/*, lib/auth/*-text.ts, lib/auth-generators/*-generator-text.ts), so the twin of a provider
 * page carries every step, field, URL, scope and code sample of the HTML page.
 */

/** Phrasing nodes for text in the Auth inline markup; {callback} and {project-domain} become the placeholders. */
export function inlineMarkupNodes(source: string, context: HandlerContext): PhrasingContent[] {
  return parseInline(source).flatMap((part): PhrasingContent[] => {
    switch (part.kind) {
      case 'strong':
        return [strong(part.text)];
      case 'code':
        return [inlineCode(part.text)];
      case 'link':
        return [link(context.absoluteUrl(part.href), part.text)];
      case 'dashboard':
        if (!Object.hasOwn(dashboardLinks, part.to)) context.fail(`unknown dashboard target "${part.to}"`);
        return [link(dashboardLinks[part.to as keyof typeof dashboardLinks](), part.text)];
      default:
        return part.text
          .split(PLACEHOLDER_TOKENS)
          .filter((piece) => piece !== '')
          .map((piece) =>
            piece === CALLBACK_TOKEN
              ? inlineCode(CALLBACK_PLACEHOLDER)
              : piece === PROJECT_DOMAIN_TOKEN
                ? inlineCode(PROJECT_DOMAIN_PLACEHOLDER)
                : text(piece),
          );
    }
  });
}

const emphasis = (...children: PhrasingContent[]): Emphasis => ({ type: 'emphasis', children });

const oneOf = <T extends string>(context: HandlerContext, name: string, allowed: readonly T[]): T => {
  const value = context.requireAttr(name);
  if (!allowed.includes(value as T))
    context.fail(`${name} must be one of ${allowed.join(', ')}, not "${value}"`);
  return value as T;
};

type ApiVariable = keyof typeof VARIABLE_TITLES;

/** `<ApiSettings variable>`: what the widget shows, and where the value is without it. */
const apiSettings: ComponentHandler = (context) =>
  apiSettingsNote(oneOf(context, 'variable', Object.keys(VARIABLE_TITLES) as ApiVariable[]));

function apiSettingsNote(variable: ApiVariable): RootContent[] {
  const title = VARIABLE_TITLES[variable];
  const what = title.charAt(0).toLowerCase() + title.slice(1);
  const opening = text(
    `On the web page, a widget shows your ${what} after you sign in and pick an organization, project and branch; `,
  );
  const where: PhrasingContent[] =
    variable === 'callbackUrl'
      ? [
          text("it is your project URL (in the project's "),
          link(dashboardLinks.apiSettings(), 'API settings'),
          text(') followed by '),
          inlineCode(CALLBACK_PATH),
          text(', for example '),
          inlineCode(CALLBACK_PLACEHOLDER),
          text('.'),
        ]
      : [
          text("it is also in the project's "),
          link(dashboardLinks.apiSettings(), 'API settings'),
          text(' in the dashboard.'),
        ];
  return [paragraph(emphasis(opening, ...where))];
}

/** `<AuthProviderGrid authType? filter?>`: the providers as lists of links, one per auth type. */
const authProviderGrid: ComponentHandler = (context) => {
  const only = context.attr('authType');
  const types: readonly AuthType[] =
    only === undefined ? AUTH_TYPES : [oneOf(context, 'authType', AUTH_TYPES)];
  return types.flatMap((type) => [
    paragraph(strong(PROVIDER_LIST_LABELS[type])),
    list(providersOfType(type).map((provider) => [link(context.absoluteUrl(provider.href), provider.name)])),
  ]);
};

function setupStep(step: SetupStep, context: HandlerContext): RootContent[] {
  if (typeof step === 'string') return [paragraph(...inlineMarkupNodes(step, context))];
  return [
    paragraph(...inlineMarkupNodes(step.text, context)),
    table(
      [...FIELD_COLUMNS],
      step.fields.map((field) => [strong(field.label), inlineMarkupNodes(field.value, context)]),
    ),
  ];
}

/** The numbered steps; an item holding a field table gets a blank line before the table, as GFM wants. */
function registerSteps(setup: SocialProviderSetup, context: HandlerContext): List {
  const steps = list(
    setup.register.map((step) => setupStep(step, context)),
    true,
  );
  for (const item of steps.children) item.spread = item.children.length > 1;
  return steps;
}

const socialSteps: Record<
  (typeof SETUP_STEPS)[number],
  (setup: SocialProviderSetup, context: HandlerContext) => RootContent[]
> = {
  register: (setup, context) => [
    paragraph(...inlineMarkupNodes(callbackIntro(setup), context)),
    ...apiSettingsNote('callbackUrl'),
    paragraph(...inlineMarkupNodes(registerIntro(setup), context)),
    registerSteps(setup, context),
  ],
  credentials: (setup, context) => [
    list(
      credentialSteps(setup).map((step) => inlineMarkupNodes(step, context)),
      true,
    ),
    paragraph(...inlineMarkupNodes(scopesText(setup), context)),
  ],
  local: (setup, context) => {
    const localApiUrl = sharedDataText('local.apiUrl');
    return [
      paragraph(...inlineMarkupNodes(localIntro(setup, localApiUrl), context)),
      code(configToml(setup, localApiUrl), 'toml', `title="${CONFIG_TOML_TITLE}"`),
      paragraph(LOCAL_SHELL_INTRO),
      code(localShell(setup), 'bash', `title="${SHELL_TITLE}"`),
      ...(setup.local.note ? [paragraph(...inlineMarkupNodes(setup.local.note, context))] : []),
    ];
  },
  'sign-in': (setup, context) => [
    paragraph(...inlineMarkupNodes(signInIntro(setup), context)),
    ...SIGN_IN_SAMPLES.flatMap((sample) => [
      paragraph(strong(sample.label)),
      code(signInCode(setup, sample.id), 'ts', `title="${sample.title}"`),
    ]),
    ...(setup.signInNote ? [paragraph(...inlineMarkupNodes(setup.signInNote, context))] : []),
  ],
};

/** `<SocialProviderSetup provider step>`: one part of a social provider's page, from its setup data. */
const socialProviderSetup: ComponentHandler = (context) => {
  const slug = oneOf(
    context,
    'provider',
    socialProviderSetups.map((setup) => setup.slug),
  );
  const step = oneOf(context, 'step', SETUP_STEPS);
  const setup = socialProviderSetups.find((candidate) => candidate.slug === slug) as SocialProviderSetup;
  return socialSteps[step](setup, context);
};

function smsCredentials(provider: SmsProvider): RootContent[] {
  const columns = SMS_CREDENTIAL_COLUMNS;
  return [
    paragraph(
      strong(smsCredentialsCaption(provider)),
      ' (from the ',
      link(provider.console.url, provider.console.name),
      ')',
    ),
    table(
      [columns.field, [inlineCode(columns.key.code), columns.key.text], columns.whereToFind, columns.secret],
      provider.fields.map((field) => [
        field.label,
        inlineCode(field.key),
        field.whereToFind,
        smsSecretCell(field),
      ]),
    ),
  ];
}

/** `<SmsProviderConfig provider?>`: each provider's credentials as a table with the secret column. */
const smsProviderConfig: ComponentHandler = (context) => {
  const shown = context.has('provider')
    ? [smsProvider(oneOf(context, 'provider', SMS_PROVIDER_IDS))]
    : smsProviders;
  return shown.flatMap(smsCredentials);
};

/** `<SmsLocalConfig provider>`: the config.toml block and the shell lines for its secrets. */
const smsLocalConfig: ComponentHandler = (context) => {
  const provider = smsProvider(oneOf(context, 'provider', SMS_PROVIDER_IDS));
  return [
    code(smsConfigToml(provider), 'toml', `title="${CONFIG_TOML_TITLE}"`),
    code(secretPrompts(provider), 'bash', `title="${SHELL_TITLE}"`),
  ];
};

/** `<SmsCostWarning>`: the caution note with its links. */
const smsCostWarning: ComponentHandler = (context) => {
  const warning = SMS_COST_WARNING;
  return [
    callout(warning.type, warning.title, [
      paragraph(...inlineMarkupNodes(warning.intro, context)),
      list(warning.advice.map((item) => inlineMarkupNodes(item, context))),
      paragraph(...inlineMarkupNodes(warning.outro, context)),
    ]),
  ];
};

const choices = (labels: string[]) => `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;

/** `<AppleSecretGenerator>`: what the widget does; the key stays in the browser. */
const appleSecretGenerator: ComponentHandler = () => [
  paragraph(
    emphasis(
      text(`On the web page, the ${APPLE_GENERATOR_TEXT.title} takes your `),
      inlineCode('.p8'),
      text(
        ` key file, Team ID, Key ID and Services ID and signs the client secret (an ES256 JWT) with the validity you choose: ${choices(
          APPLE_VALIDITY_OPTIONS.map((option) => option.label.toLowerCase()),
        )}; it shows the secret with its expiry date and a copy button. ${APPLE_GENERATOR_TEXT.privacy}`,
      ),
    ),
  ),
];

/** `<JwtGenerator>`: what the widget does, and what a key of each role may do. */
const jwtGenerator: ComponentHandler = () => [
  paragraph(
    emphasis(
      text(
        `On the web page, the ${JWT_GENERATOR_TEXT.title} signs an HS256 key from your JWT secret (at least ${MIN_JWT_SECRET_LENGTH} characters) for the role you pick, with the expiry you choose: ${choices(
          [
            ...JWT_EXPIRY_OPTIONS.filter((option) => option.id !== 'date').map((option) => option.label),
            'a date',
          ],
        )}; it shows the key with a copy button. ${JWT_GENERATOR_TEXT.privacy}`,
      ),
    ),
  ),
  list(JWT_ROLES.map((role) => [inlineCode(role), `: ${JWT_ROLE_NOTES[role]}`])),
];

/** The rate-limit table from packages/platform-facts, with its footnotes as a numbered list. */
const authRateLimitsTable: ComponentHandler = () => {
  const rows = authRateLimitRows();
  const notes = rows.flatMap((row) => (row.footnote ? [row.footnote] : []));
  return [
    table(
      ['Endpoint', 'What is limited', 'Limit', 'Counted per'],
      rows.map((row) => [
        row.endpoints.flatMap((endpoint, index) => [
          ...(index > 0 ? [text(', ')] : []),
          inlineCode(endpoint),
        ]),
        row.limited,
        row.limit,
        row.countedPer,
      ]),
    ),
    ...(notes.length > 0 ? [list(notes.map((note) => [inlineCode(note.endpoint), `: ${note.text}`]))] : []),
  ];
};

export const authHandlers: Readonly<Record<string, ComponentHandler>> = {
  ApiSettings: apiSettings,
  AuthRateLimits: authRateLimitsTable,
  AuthProviderGrid: authProviderGrid,
  SocialProviderSetup: socialProviderSetup,
  SmsProviderConfig: smsProviderConfig,
  SmsLocalConfig: smsLocalConfig,
  SmsCostWarning: smsCostWarning,
  AppleSecretGenerator: appleSecretGenerator,
  JwtGenerator: jwtGenerator,
};
