import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type ComponentSchema, componentSchemas, type PropSchema } from '@/lib/mdx/component-schemas';
import { jsxElements, stringAttribute } from './jsx-elements';
import { parseMdxPage } from './mdx-tree';
import { docsSite, type GuideSite, mdxFiles } from './page-tree';

/*
 * The generated parts of CONTRIBUTING.md: the components with their props (from the same schemas the page
 * check uses) and the tab-group names in use (from the guides). `npm run contributing -w apps/docs` writes
 * them between their markers; contributing.test.ts fails when the file is stale.
 */

/** Component names in prose as code, so Markdown does not read them as HTML tags. */
const codeNames = (text: string) => text.replace(/(?<!`)<([A-Z][A-Za-z]*)>(?!`)/g, '`<$1>`');

const marker = (name: string, end: boolean) =>
  `<!-- generated:${name}:${end ? 'end' : 'start'} (npm run contributing -w apps/docs) -->`;

function propLine(name: string, prop: PropSchema): string {
  const how = prop.values
    ? prop.values.map((value) => `\`"${value}"\``).join(', ')
    : prop.kind === 'boolean'
      ? 'flag'
      : prop.kind === 'expression'
        ? 'text or `{…}`'
        : 'text';
  return `  - \`${name}\`${prop.required ? ' (required)' : ''}: ${codeNames(prop.about)} (${how})`;
}

function componentEntry(name: string, schema: ComponentSchema): string {
  const props = Object.entries(schema.props).map(([prop, spec]) => propLine(prop, spec));
  return [
    `- **\`<${name}>\`**: ${codeNames(schema.use)}`,
    ...(props.length > 0 ? props : ['  - no props']),
  ].join('\n');
}

export function componentsSection(
  schemas: Readonly<Record<string, ComponentSchema>> = componentSchemas,
): string {
  const entries = Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b));
  const forGuides = entries.filter(([, schema]) => !schema.internal);
  const internal = entries.filter(([, schema]) => schema.internal);
  return [
    ...forGuides.map(([name, schema]) => componentEntry(name, schema)),
    '',
    `Used by the site's own pages (index pages, quickstarts, references), not for new guides: ${internal
      .map(([name]) => `\`<${name}>\``)
      .join(', ')}.`,
  ].join('\n');
}

/** Each `<Tabs queryGroup>` name in the guides, with its tab ids and the pages that use it. */
export function tabGroups(site: GuideSite): { group: string; ids: string[]; pages: string[] }[] {
  const groups = new Map<string, { ids: Set<string>; pages: Set<string> }>();
  for (const file of mdxFiles(site.contentRoot)) {
    const source = readFileSync(file, 'utf8');
    // Most guides have no tab group: they are not parsed.
    if (!source.includes('queryGroup')) continue;
    const parsed = parseMdxPage(source);
    if (!parsed.ok) continue;
    for (const element of jsxElements(parsed.tree)) {
      const group = element.name === 'Tabs' ? stringAttribute(element, 'queryGroup') : undefined;
      if (!group) continue;
      const entry = groups.get(group) ?? { ids: new Set(), pages: new Set() };
      for (const child of element.children) {
        const id = child.type === 'mdxJsxFlowElement' ? stringAttribute(child, 'id') : undefined;
        if (id) entry.ids.add(id);
      }
      entry.pages.add(relative(site.contentRoot, file).replace(/\.mdx$/, ''));
      groups.set(group, entry);
    }
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, { ids, pages }]) => ({ group, ids: [...ids].sort(), pages: [...pages].sort() }));
}

export function tabGroupsSection(site: GuideSite): string {
  return [
    '| `queryGroup` | tab ids | pages |',
    '| --- | --- | --- |',
    ...tabGroups(site).map(
      ({ group, ids, pages }) =>
        `| \`${group}\` | ${ids.map((id) => `\`${id}\``).join(', ')} | ${pages.length} (${pages.slice(0, 3).join(', ')}${pages.length > 3 ? ', …' : ''}) |`,
    ),
  ].join('\n');
}

/** `document` with the text between the `name` markers replaced by `body`; an error when the markers are missing. */
export function replaceGenerated(document: string, name: string, body: string): string {
  const start = marker(name, false);
  const end = marker(name, true);
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from < 0 || to < from) throw new Error(`CONTRIBUTING.md has no ${start} … ${end} markers`);
  return `${document.slice(0, from + start.length)}\n\n${body}\n\n${document.slice(to)}`;
}

/** CONTRIBUTING.md with both generated sections up to date. */
export function updateContributing(document: string, site: GuideSite): string {
  return replaceGenerated(
    replaceGenerated(document, 'components', componentsSection()),
    'tab-groups',
    tabGroupsSection(site),
  );
}

/** Rewrites the generated sections of the repository's CONTRIBUTING.md; says whether anything changed. */
export function writeContributing(site: GuideSite = docsSite): boolean {
  const file = join(site.repoRoot, 'CONTRIBUTING.md');
  const before = readFileSync(file, 'utf8');
  const after = updateContributing(before, site);
  if (after !== before) writeFileSync(file, after);
  return after !== before;
}
