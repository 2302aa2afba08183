import { existsSync } from 'node:fs';
import { AUTH_TYPES } from '@/data/auth/providers';
import { SMS_PROVIDER_IDS } from '@/data/auth/sms-providers';
import { socialProviderSetups } from '@/data/auth/social-providers';
import { ERROR_SOURCE_IDS } from '@/data/errors/schema';
import { FUNCTIONS_LIMIT_GROUPS } from '@/data/functions-limits';
import { menuIconNames } from '@/data/menu-icon-names';
import { REALTIME_LIMIT_IDS, REALTIME_PLAN_IDS } from '@/data/realtime-limits';
import { SETUP_STEPS } from '@/lib/auth/social-setup-text';
import { dashboardLinks } from '@/lib/dashboard-links';
import { lookupSharedData } from '@/lib/shared-data';

/*
 * What a guide may write for each component that components/mdx/mdx-components.tsx registers: its props, the
 * values a prop accepts, which are required, and when a writer reaches for it. The page check validates every
 * JSX element of a guide against this, and CONTRIBUTING.md's component list is generated from it; a test
 * (components/mdx/component-schemas.test.tsx) keeps the names in step with the registered components.
 */

/** How a prop is written: a quoted string, a bare or `{false}` boolean, or any JSX expression in braces. */
export type PropKind = 'text' | 'boolean' | 'expression';

export type PropSchema = {
  kind: PropKind;
  /** The only strings accepted, when the component takes a fixed set. */
  values?: readonly string[];
  required?: boolean;
  /** One line for writers. */
  about: string;
  /** A text prop that also takes several strings, as an array in braces (`{["a", "b"]}`). */
  list?: boolean;
  /** Why a written string is refused (a path that names nothing), or undefined when it is fine. */
  refuse?: (value: string) => string | undefined;
};

/** A shared-data path that names no value: the build would fail on it. */
function refuseSharedPath(path: string): string | undefined {
  try {
    lookupSharedData(path);
    return undefined;
  } catch (error) {
    return `${error instanceof Error ? error.message : String(error)} in data/shared-data.ts`;
  }
}

const examplesRoot = new URL('../../examples/', import.meta.url).pathname;

/** An example file that is not there. */
function refuseExamplePath(path: string): string | undefined {
  return existsSync(`${examplesRoot}${path}`) ? undefined : `apps/docs/examples/${path} does not exist`;
}

export type ComponentSchema = {
  /** When a writer uses it, one sentence. */
  use: string;
  props: Readonly<Record<string, PropSchema>>;
  /** Whether the component is only for the site's own pages (index, quickstarts), not for new guides. */
  internal?: boolean;
};

const text = (about: string, extra: Partial<PropSchema> = {}): PropSchema => ({
  kind: 'text',
  about,
  ...extra,
});
const oneOf = (values: readonly string[], about: string, required = false): PropSchema => ({
  kind: 'text',
  values,
  about,
  required,
});
const flag = (about: string): PropSchema => ({ kind: 'boolean', about });
const node = (about: string, required = false): PropSchema => ({ kind: 'expression', about, required });
const className = text('Extra Tailwind classes; rarely needed in a guide.');

/** The call-out types an `<Admonition>` draws (components/admonition.tsx). */
export const ADMONITION_TYPES = ['note', 'tip', 'caution', 'danger', 'deprecation'] as const;
/** Every type `<Alert>` draws (components/ui/alert.tsx). */
export const ALERT_TYPES = [...ADMONITION_TYPES, 'default', 'warning', 'destructive'] as const;
const DIALOG_SIZES = ['tiny', 'small', 'medium', 'large', 'xlarge', 'xxlarge'] as const;
const BUTTON_VARIANTS = ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link'] as const;
const BUTTON_SIZES = ['default', 'sm', 'lg', 'icon'] as const;

export const componentSchemas: Readonly<Record<string, ComponentSchema>> = {
  Accordion: {
    use: 'Questions and answers a reader opens one at a time; holds <AccordionItem> elements.',
    props: {
      type: oneOf(
        ['single', 'multiple'],
        '"single" keeps one item open at a time; "multiple" lets several stay open.',
      ),
      defaultValue: text('Id (or ids, in braces) of the items open at first.', { list: true }),
      className,
    },
  },
  AccordionItem: {
    use: 'One question inside an <Accordion>; its `id` is an anchor other pages can link to.',
    props: {
      header: node('The always-visible question.', true),
      id: text('Stable id: the anchor and the `defaultValue` of the group.'),
      className,
    },
  },
  Admonition: {
    use: 'A call-out beside the text: a note, a tip, a caution before a risky step, a danger of losing data.',
    props: {
      type: oneOf(ADMONITION_TYPES, 'The kind of call-out; `note` when left out.'),
      label: node('The heading above the body.'),
      title: node('Same as `label`.'),
      className,
    },
  },
  Alert: {
    use: 'A boxed message a reader may dismiss (`closable`); prefer <Admonition> in guides.',
    props: {
      type: oneOf(ALERT_TYPES, 'The kind of box; `default` when left out.'),
      title: node('The heading above the body.'),
      label: node('Same as `title`.'),
      description: node('A line under the heading.'),
      closable: flag('Adds a "Dismiss" button.'),
      className,
    },
  },
  ApiSettings: {
    use: "The signed-in reader's own project URL or anon key, to copy into their code.",
    props: {
      variable: oneOf(['url', 'anonKey', 'callbackUrl'], 'Which value to show.', true),
      headingLevel: node('The level of its heading ({2}, {3} or {4}); 3 when left out.'),
    },
  },
  AppleSecretGenerator: {
    use: 'The Apple client-secret generator (Sign in with Apple page).',
    props: {},
    internal: true,
  },
  AuthProviderGrid: {
    use: 'The sign-in providers as a grid of links.',
    props: {
      authType: oneOf(AUTH_TYPES, 'Only providers of this kind.'),
      filter: flag('Shows "All / Social / Phone" buttons above every provider; leave `authType` out.'),
    },
  },
  AuthRateLimits: { use: 'The table of Auth rate limits, from shared data.', props: {}, internal: true },
  Button: {
    use: 'A button inside an interactive example; a link that looks like a button is an <a> instead.',
    props: {
      variant: oneOf(BUTTON_VARIANTS, 'Its look.'),
      size: oneOf(BUTTON_SIZES, 'Its size.'),
      type: oneOf(['button', 'submit', 'reset'], 'The HTML button type; `button` when left out.'),
      className,
    },
  },
  ButtonCard: {
    use: 'A card linking to another page, in a grid on an overview page.',
    props: {
      title: node('The card heading.', true),
      description: node('One line under the title.'),
      href: text('The page it links to (`/guides/…/`).', { required: true }),
      icon: node('An icon element, e.g. {<MenuIcon name="database" />}.'),
      className,
    },
  },
  CodeBlock: {
    use: 'Rarely written by hand: a fenced code block becomes one. Use a ``` fence with `title="…"` instead.',
    props: {
      title: node('Shown above the code.'),
      allowCopy: flag('`{false}` hides the copy button.'),
      className,
    },
  },
  CodeValuesChooser: {
    use: 'The project picker that fills code samples; placed automatically above the first sample.',
    props: {},
    internal: true,
  },
  ComputeAddOnsTable: {
    use: 'The compute sizes table.',
    props: { highlight: text('The size to mark, e.g. "Large".') },
  },
  CopyField: {
    use: 'A value the reader copies with one click (a URL, a key). Give `sharedPath` for a platform fact.',
    props: {
      label: text('What the value is.', { required: true }),
      value: text('The value itself; or `sharedPath`.'),
      sharedPath: text('A path into data/shared-data.ts, e.g. "local.apiUrl".', { refuse: refuseSharedPath }),
      className,
    },
  },
  DashboardLink: {
    use: 'A link into the platform dashboard; the address comes from the site config.',
    props: { to: oneOf(Object.keys(dashboardLinks), 'The dashboard page.', true) },
  },
  DatabaseSetup: { use: 'The shared database set-up steps.', props: {}, internal: true },
  Dialog: {
    use: 'Extra detail behind a button, for content most readers skip.',
    props: {
      trigger: node('The text of the button that opens it.', true),
      title: node('The dialog heading.', true),
      description: node('A line under the heading.'),
      size: oneOf(DIALOG_SIZES, 'Its width; `medium` when left out.'),
    },
  },
  ErrorList: {
    use: 'One section of the Errors reference: every code of one source, each an anchor (`#42501`).',
    props: { source: oneOf(ERROR_SOURCE_IDS, 'Which service the errors come from.', true) },
    internal: true,
  },
  ExampleFile: {
    use: 'A sample the reader will paste: the code lives in apps/docs/examples/, where a test runs it.',
    props: {
      path: text('Path under apps/docs/examples/, e.g. "ai/match-documents.ts".', {
        required: true,
        refuse: refuseExamplePath,
      }),
      title: text('Shown above the code; the path inside the example project when left out.'),
    },
  },
  ExtensionsList: { use: 'The searchable list of Postgres extensions.', props: {}, internal: true },
  Glossary: { use: 'The glossary (replaced at build time by its headings).', props: {}, internal: true },
  FunctionEnvTable: {
    use: 'The environment variables every Edge Function gets, from data/function-env.ts.',
    props: {},
  },
  FunctionsLimitsTable: {
    use: "One group of the Edge Functions limits, from data/functions-limits.ts; each limit's value is written there once.",
    props: {
      group: oneOf(
        FUNCTIONS_LIMIT_GROUPS.map((group) => group.id),
        'Which group of limits the table shows.',
        true,
      ),
    },
  },
  FunctionsRestrictions: {
    use: 'The Edge Functions restrictions that are not numbers, from data/functions-limits.ts.',
    props: {},
  },
  GuideIndex: { use: "The guides' home page index.", props: {}, internal: true },
  HiddenField: {
    use: 'A secret the reader reveals, then copies (a service role key).',
    props: {
      label: text('What the value is.', { required: true }),
      value: text('The secret.', { required: true }),
      className,
    },
  },
  JwtGenerator: { use: 'The JWT generator (JWT guide).', props: {}, internal: true },
  MenuIcon: {
    use: "A section's icon, mostly inside a <ButtonCard icon>.",
    props: { name: oneOf(menuIconNames, 'Which icon.', true), className },
  },
  Mermaid: {
    use: 'Rarely written by hand: a ```mermaid fence becomes one.',
    props: { chart: text('The diagram source.', { required: true }) },
  },
  MigrationWarnings: {
    use: 'The migration warnings of the local-development guide.',
    props: {},
    internal: true,
  },
  OAuthPkceFlow: { use: 'The PKCE sign-in flow steps shared by the social login pages.', props: {} },
  PasteError: { use: 'The field that explains an error message a reader pastes.', props: {}, internal: true },
  ProjectSetup: { use: "The quickstarts' shared project set-up steps.", props: {}, internal: true },
  QuickstartIntro: {
    use: 'The opening of a quickstart: what the reader builds and needs.',
    props: {
      framework: text('The framework, e.g. "React".', { required: true }),
      requirements: node('What the reader needs installed, as a list in braces.'),
      duration: text('About how long it takes, e.g. "10 minutes".'),
    },
    internal: true,
  },
  RealtimeLimit: {
    use: 'One Realtime limit of one plan, as inline text ("256 KB").',
    props: {
      plan: oneOf(REALTIME_PLAN_IDS, 'The plan.', true),
      limit: oneOf(REALTIME_LIMIT_IDS, 'The limit.', true),
    },
  },
  RealtimeLimitsEstimator: { use: 'The Realtime limits estimator.', props: {}, internal: true },
  RealtimeLimitsTable: { use: 'The Realtime limits per plan.', props: {}, internal: true },
  SharedData: {
    use: 'A platform fact (a limit, a port, a version) as inline text, so it is written once in data/.',
    props: {
      path: text('A path into data/shared-data.ts, e.g. "auth.rateLimits.emailPerHour".', {
        required: true,
        refuse: refuseSharedPath,
      }),
    },
  },
  SmsCostWarning: { use: "The phone login pages' cost warning.", props: {} },
  SmsLocalConfig: {
    use: "An SMS provider's local `config.toml` block.",
    props: { provider: oneOf(SMS_PROVIDER_IDS, 'The SMS provider.', true) },
  },
  SmsProviderConfig: {
    use: "An SMS provider's dashboard settings.",
    props: { provider: oneOf(SMS_PROVIDER_IDS, 'The SMS provider; all of them when left out.') },
  },
  SocialProviderSetup: {
    use: 'One step of a social login page, under the page’s own heading.',
    props: {
      provider: oneOf(
        socialProviderSetups.map((setup) => setup.slug),
        'The provider.',
        true,
      ),
      step: oneOf(SETUP_STEPS, 'Which part of the setup.', true),
    },
  },
  SqlToRest: {
    use: 'The SQL-to-REST translator.',
    props: {
      sql: text('The SQL it starts with.'),
      baseUrl: text('Where the generated requests point at first.'),
    },
  },
  TabPanel: {
    use: 'One tab of a <Tabs> group.',
    props: {
      id: text('The tab id in the URL (`?rest-client=js`); the same id in every group with that name.', {
        required: true,
      }),
      label: text('The tab name shown to the reader.', { required: true }),
    },
  },
  Tabs: {
    use: 'The same step shown several ways (SQL or dashboard, one framework or another); holds <TabPanel>s.',
    props: {
      queryGroup: text(
        'The group name, shared across pages: the reader’s choice is kept for every group of that name.',
      ),
      defaultActiveId: text('The id of the tab shown first.'),
    },
  },
};

/** The schema of a component, by the name a page writes. */
export function componentSchema(name: string): ComponentSchema | undefined {
  return Object.hasOwn(componentSchemas, name) ? componentSchemas[name] : undefined;
}
