import type { PhrasingContent, RootContent } from 'mdast';
import { computeAddOns, computeAddOnsSource } from '@/data/compute-add-ons';
import { extensions } from '@/data/extensions';
import { asOfText } from '@/data/fact-source';
import { functionEnv, functionEnvSource } from '@/data/function-env';
import {
  REALTIME_LIMIT_IDS,
  realtimeLimitLabels,
  realtimeLimitsSource,
  realtimePlans,
} from '@/data/realtime-limits';
import { type DashboardLink, dashboardLinks } from '@/lib/dashboard-links';
import { connectionString, encodedCharacters, encodePassword } from '@/lib/database/connection-string';
import { glossaryNodes } from '@/lib/glossary/glossary-mdast';
import { calloutTypes } from '@/lib/mdx/callout-types';
import { readExampleFile } from '@/lib/mdx/example-files';
import { realtimeLimitText } from '@/lib/realtime/limit-text';
import { sharedDataText } from '@/lib/shared-data';
import { authHandlers } from './auth-handlers';
import { errorHandlers } from './error-handlers';
import type { ComponentHandler, HandlerContext } from './mdx-to-markdown';
import {
  blockquote,
  callout,
  code,
  inlineCode,
  link,
  list,
  markdownBlocks,
  paragraph,
  strong,
  table,
  text,
} from './nodes';
import { oauthPkceFlow } from './oauth-pkce-flow-handler';

/*
 * How each MDX component reads as Markdown (the Markdown twin of a guide, llms-full.txt). One entry per
 * component of components/mdx/mdx-components.tsx that guides use; a component without an entry fails the build
 * with its page and line. Adding one is a line here, usually with one of the helpers below:
 *
 *   ProviderGrid: widget('A grid of the sign-in providers, each linking to its setup guide.'),
 *   SmsConfig: passThrough,                  // a wrapper: its MDX children are the content
 *   RateLimitsTable: () => [table(['Endpoint', 'Limit'], rows)],  // data-backed: print the data
 *
 * Interactive widgets become a sentence saying what they do on the web page (and their data, where a reader
 * needs it); server components that only format data print that data.
 */

const numberFormat = new Intl.NumberFormat('en-US');

/** The component's own Markdown children are its content (layout wrappers, tab panels). */
const passThrough: ComponentHandler = (context) => context.children();

/** Decorative: nothing to say in Markdown (icons). */
const nothing: ComponentHandler = () => [];

/** An interactive widget: one italic sentence that says what the web page offers at this point. */
export function widget(sentence: string | ((context: HandlerContext) => string)): ComponentHandler {
  return (context) => {
    const value = typeof sentence === 'string' ? sentence : sentence(context);
    const note = { type: 'emphasis' as const, children: [text(value)] };
    return context.kind === 'text' ? [note] : [paragraph(note)];
  };
}

/** A call-out: a blockquote that opens with its title in bold (the type when it has no title). */
const calloutElement: ComponentHandler = (context) => {
  const type = context.attr('type') ?? 'note';
  const allowed = calloutTypes[context.name] ?? [];
  if (!allowed.includes(type)) context.fail(`type "${type}" must be one of ${allowed.join(', ')}`);
  return [callout(type, context.attr('label') ?? context.attr('title'), context.children())];
};

/** A labelled value with a Copy button on the page: the label and the value in code. */
const labelledValue =
  (value: (context: HandlerContext) => string): ComponentHandler =>
  (context) => [paragraph(strong(`${context.requireAttr('label')}:`), ' ', inlineCode(value(context)))];

const dashboardTarget = (context: HandlerContext): DashboardLink => {
  const to = context.requireAttr('to');
  if (!Object.hasOwn(dashboardLinks, to)) {
    context.fail(`unknown dashboard target "${to}" (one of ${Object.keys(dashboardLinks).join(', ')})`);
  }
  return to as DashboardLink;
};

const exampleFile: ComponentHandler = (context) => {
  const path = context.requireAttr('path');
  const { code: source, lang } = readExampleFile(path);
  const caption = context.attr('title') ?? path.split('/').slice(1).join('/');
  return [code(source, lang === 'typescript' ? 'ts' : lang, `title="${caption.replaceAll('"', "'")}"`)];
};

const tabs: ComponentHandler = (context) =>
  context.elements().flatMap((panel) => {
    if (panel.name !== 'TabPanel') context.fail(`accepts only <TabPanel id label>, found <${panel.name}>`);
    return [paragraph(strong(panel.requireAttr('label'))), ...panel.children()];
  });

const buttonCard: ComponentHandler = (context) => {
  const title = context.requireAttr('title');
  const description = context.attr('description');
  const item = [link(context.absoluteUrl(context.requireAttr('href')), title)];
  return [list([description ? [...item, `: ${description}`] : item])];
};

const computeAddOnsTable: ComponentHandler = (context) => {
  const highlight = context.attr('highlight');
  return [
    table(
      ['Size', 'Memory', 'CPU', 'Direct connections', 'Pooler clients'],
      computeAddOns.map((size) => {
        const name = size.name === highlight ? strong(size.name) : size.name;
        return [
          name,
          `${size.memoryGb} GB`,
          `${size.cpu} ${size.dedicatedCpu ? '(dedicated)' : '(shared)'}`,
          numberFormat.format(size.directConnections),
          numberFormat.format(size.poolerClients),
        ];
      }),
    ),
    paragraph(asOfText(computeAddOnsSource)),
  ];
};

const functionEnvTable: ComponentHandler = () => [
  table(
    ['Variable', 'What it is', 'Where'],
    functionEnv.map((variable) => [
      inlineCode(variable.name),
      variable.description,
      variable.where === 'all' ? 'locally and hosted' : 'hosted only',
    ]),
  ),
  paragraph(asOfText(functionEnvSource)),
];

const realtimeLimitsTable: ComponentHandler = () => [
  table(
    ['Limit', ...realtimePlans.map((plan) => plan.name), 'Enterprise'],
    REALTIME_LIMIT_IDS.map((id) => [
      `${realtimeLimitLabels[id].label} (${realtimeLimitLabels[id].unit})`,
      ...realtimePlans.map((plan) => numberFormat.format(plan.limits[id])),
      'Custom',
    ]),
  ),
  paragraph(asOfText(realtimeLimitsSource)),
];

const extensionsList: ComponentHandler = () => [
  paragraph(
    'On the web page this list can be searched by name or purpose and filtered by category. Every extension a project can enable:',
  ),
  table(
    ['Extension', 'Category', 'What it does'],
    extensions.map((extension) => [
      [link(extension.link, inlineCode(extension.name))],
      extension.category,
      extension.description,
    ]),
  ),
];

const quickstartIntro: ComponentHandler = (context) => {
  const framework = context.requireAttr('framework');
  const duration = context.attr('duration');
  const requirements = context.literal('requirements') ?? [];
  if (!Array.isArray(requirements) || requirements.some((item) => typeof item !== 'string')) {
    context.fail('"requirements" must be a list of strings');
  }
  return [
    paragraph(
      `You will create a project, add a table with a few rows, and read them from a ${framework} app with the JavaScript client${duration ? `, in about ${duration}` : ''}.`,
    ),
    paragraph('You need:'),
    list([
      ['An account on the platform (the free plan is enough).'],
      ...(requirements as string[]).map((item) => [item]),
    ]),
  ];
};

const projectSetup: ComponentHandler = (context) => [
  paragraph(strong('Set up a project')),
  ...markdownBlocks(`1. Open your [projects](${dashboardLinks.projects()}) and choose **New project**.
2. Pick an organization, name the project, choose the region closest to your users, and set a strong database password (store it in your password manager; see [Connecting to your database](${context.absoluteUrl('/guides/database/connecting/')})).
3. Wait a minute or two while the database and its services start.
4. Open the project's [API settings](${dashboardLinks.apiSettings()}) and note the **project URL** and the **anon key**. Your app needs both; see [Project URL and API keys](${context.absoluteUrl('/guides/getting-started/api-keys/')}) for what each is for.`),
];

const EXAMPLE_PASSWORD = 'Tr0ub@dor#3/x?';
const databaseSetup: ComponentHandler = () => [
  paragraph(strong('Your database connection')),
  ...markdownBlocks(`1. When you create a project you choose the password of its \`postgres\` role. Generate a long one and keep it in a password manager: it is shown once and needed for direct connections and \`supabase link\`.
2. Connection strings for direct connections and for the pooler are in the project's [database settings](${dashboardLinks.databaseSettings()}), with a placeholder where the password goes.
3. Insert the password **percent-encoded**. A connection string is a URL, so characters such as \`@\`, \`#\`, \`/\` and \`?\` would otherwise end the password early.`),
  paragraph('For example, the password ', inlineCode(EXAMPLE_PASSWORD), ' changes like this:'),
  table(
    ['Character', 'Becomes'],
    encodedCharacters(EXAMPLE_PASSWORD).map(({ char, encoded }) => [inlineCode(char), inlineCode(encoded)]),
  ),
  paragraph(
    'so it is written ',
    inlineCode(encodePassword(EXAMPLE_PASSWORD)),
    ', and the connection string becomes:',
  ),
  code(
    connectionString({
      user: 'postgres',
      host: 'db.<project-ref>.supabase.co',
      port: 5432,
      database: 'postgres',
      password: EXAMPLE_PASSWORD,
    }),
  ),
];

const migrationWarnings: ComponentHandler = () => {
  const fact = sharedDataText;
  return [
    blockquote([
      paragraph(strong('Caution: Before you migrate a large database')),
      list([
        [
          `A database over ${fact('migration.largeComputeThreshold')} needs at least the ${fact('migration.largeComputeAddOn')} compute add-on while you restore it. Smaller sizes run out of memory or hit timeouts during the copy; you can return to a smaller size afterwards.`,
        ],
        [
          `You can enlarge the project's disk yourself up to ${fact('migration.diskSelfServeLimit')}. Enlarge it before the restore so the copy does not wait for the disk to grow.`,
        ],
        [
          `For more than ${fact('migration.diskSelfServeLimit')}, `,
          link(dashboardLinks.support(), 'contact support'),
          ' before you start, with the size of the database and the project reference.',
        ],
      ]),
    ]),
  ];
};

/** Every component guides may use, by the name MDX writes. */
export const componentHandlers: Readonly<Record<string, ComponentHandler>> = {
  // Plain HTML elements written as JSX in MDX.
  div: passThrough,
  span: passThrough,
  code: (context) => [inlineCode(context.children().map(plainText).join(''))],
  // Layout and call-outs.
  Accordion: passThrough,
  AccordionItem: (context) => [paragraph(strong(context.requireAttr('header'))), ...context.children()],
  Admonition: calloutElement,
  Alert: calloutElement,
  Tabs: tabs,
  TabPanel: passThrough,
  Dialog: (context) => [
    blockquote([
      paragraph(strong(context.attr('title') ?? context.requireAttr('trigger'))),
      ...(context.attr('description') ? [paragraph(context.attr('description') ?? '')] : []),
      ...context.children(),
    ]),
  ],
  ButtonCard: buttonCard,
  Button: (context) => {
    const href = context.attr('href');
    const label = context.children().map(plainText).join('');
    return context.kind === 'text'
      ? [href ? link(context.absoluteUrl(href), label) : text(label)]
      : [paragraph(href ? link(context.absoluteUrl(href), label) : label)];
  },
  MenuIcon: nothing,
  // Values from shared data and the site config.
  SharedData: (context) => [text(sharedDataText(context.requireAttr('path')))],
  DashboardLink: (context) => [
    link(dashboardLinks[dashboardTarget(context)](), ...context.children().flatMap(phrasingOf)),
  ],
  RealtimeLimit: (context) => [
    text(realtimeLimitText(context.requireAttr('plan'), context.requireAttr('limit'))),
  ],
  CopyField: labelledValue((context) => {
    const path = context.attr('sharedPath');
    return path ? sharedDataText(path) : context.requireAttr('value');
  }),
  HiddenField: labelledValue((context) => context.requireAttr('value')),
  ExampleFile: exampleFile,
  CodeBlock: passThrough,
  Mermaid: (context) => [code(context.requireAttr('chart'), 'mermaid')],
  // Server components that format data.
  ComputeAddOnsTable: computeAddOnsTable,
  FunctionEnvTable: functionEnvTable,
  RealtimeLimitsTable: realtimeLimitsTable,
  QuickstartIntro: quickstartIntro,
  ProjectSetup: projectSetup,
  DatabaseSetup: databaseSetup,
  MigrationWarnings: migrationWarnings,
  // Expanded by lib/mdx/remark-glossary.ts on the web page; the twin gets the same headings and links.
  Glossary: (context) => glossaryNodes({ href: context.absoluteUrl }),
  // Interactive widgets.
  SqlToRest: widget(
    'On the web page, an interactive translator turns the SQL query you type into the equivalent REST request, shown as HTTP, cURL and supabase-js code.',
  ),
  RealtimeLimitsEstimator: widget(
    'On the web page, an estimator takes your plan and expected usage (connections, messages per second, channel joins, payload size) and says which limits you would exceed and the smallest plan that fits.',
  ),
  ExtensionsList: extensionsList,
  // The Auth section (provider grid and pages, SMS settings, generators, the API-settings widget).
  ...authHandlers,
  OAuthPkceFlow: oauthPkceFlow,
  // The Errors reference and its "Paste an error" box.
  ...errorHandlers,
};

function plainText(node: RootContent): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as RootContent[]).map(plainText).join('');
  return '';
}

/** A text element's children are phrasing already; a flow one's come wrapped in paragraphs. */
function phrasingOf(node: RootContent): PhrasingContent[] {
  return node.type === 'paragraph' ? node.children : [node as PhrasingContent];
}
