import type { Root, RootContent } from 'mdast';
import {
  JS_REFERENCE_PATH,
  type JsApi,
  type JsApiMethod,
  type JsEntry,
  type JsGroup,
  jsCrawlerPath,
} from '@/data/js-reference';
import type { GuideLink } from '@/lib/js-reference/guide-links';
import { callPath, distinctSignatures, methodTitle, signatureBlock } from '@/lib/js-reference/signature';
import { inline, proseBlocks } from './cli-markdown';
import { code, heading, inlineCode, link, list, paragraph, strong, table } from './nodes';

/*
 * The supabase-js reference as Markdown, from the same data the HTML page renders (data/js-reference/): the
 * one-page reference for /reference/javascript.md and llms-full.txt, and one method per crawler page.
 */

export interface JsMarkdownOptions {
  api: JsApi;
  groups: JsGroup[];
  intro: readonly string[];
  lookup: (id: string) => JsApiMethod | undefined;
  guides: (id: string) => GuideLink[];
  siteUrl: string;
}

/** The data an example returns, as the page shows it. */
const dataText = (data: unknown) => (typeof data === 'string' ? data : JSON.stringify(data, null, 2));

function methodBody(
  method: JsApiMethod,
  entry: JsEntry,
  depth: 2 | 4,
  options: JsMarkdownOptions,
): RootContent[] {
  const nodes: RootContent[] = [];
  if (entry.serverOnly) {
    nodes.push(
      paragraph(
        strong('Server only:'),
        ' needs a client created with the service-role key, which bypasses row level security. Never call it from a browser or an app.',
      ),
    );
  }
  for (const detail of entry.details ?? []) nodes.push(...proseBlocks(detail));
  nodes.push(heading(depth, 'Signature'), code(signatureBlock(method), 'ts'));
  const signatures = distinctSignatures(method).filter((signature) => signature.params.length > 0);
  nodes.push(heading(depth, 'Parameters'));
  if (signatures.length === 0) nodes.push(paragraph('None.'));
  signatures.forEach((signature, index) => {
    if (signatures.length > 1) nodes.push(paragraph(strong(`Overload ${index + 1}`)));
    nodes.push(
      table(
        ['Name', 'Type', 'Required'],
        signature.params.map((param) => [
          [inlineCode(`${param.rest ? '...' : ''}${param.name}`)],
          [inlineCode(param.type)],
          param.optional ? 'optional' : 'required',
        ]),
      ),
    );
  });
  nodes.push(heading(depth, 'Examples'));
  for (const example of entry.examples) {
    nodes.push(paragraph(strong(example.title)), code(example.code, 'ts'));
    if ('data' in example) nodes.push(paragraph('Returns as `data`:'), code(dataText(example.data), 'json'));
  }
  const guides = options.guides(method.id);
  if (guides.length > 0) {
    nodes.push(
      heading(depth, 'Used in the guides'),
      list(guides.map((guide) => [link(new URL(guide.path, options.siteUrl).href, guide.title)])),
    );
  }
  return nodes;
}

function resolve(id: string, options: JsMarkdownOptions): JsApiMethod {
  const method = options.lookup(id);
  if (!method)
    throw new Error(`data/js-reference has an entry for ${id}, which supabase-js does not declare`);
  return method;
}

/** The whole reference, for its twin and llms-full.txt. */
export function jsReferenceMarkdown(options: JsMarkdownOptions, title: string, description: string): Root {
  const children: RootContent[] = [
    heading(1, title),
    { type: 'blockquote', children: [paragraph(description)] },
    heading(2, 'Introduction'),
    ...options.intro.flatMap(proseBlocks),
  ];
  for (const group of options.groups) {
    children.push(heading(2, group.title), ...proseBlocks(group.intro));
    for (const entry of group.entries) {
      const method = resolve(entry.id, options);
      children.push(
        heading(3, inlineCode(`${callPath(method)}()`), ...(entry.qualifier ? [` ${entry.qualifier}`] : [])),
        paragraph(...inline(entry.summary)),
        ...methodBody(method, entry, 4, options),
      );
    }
  }
  return { type: 'root', children };
}

/** One method on its own, for the twin of its crawler page. */
export function jsMethodMarkdown(entry: JsEntry, options: JsMarkdownOptions): Root {
  const method = resolve(entry.id, options);
  const title = methodTitle(method, entry);
  return {
    type: 'root',
    children: [
      heading(1, title),
      { type: 'blockquote', children: [paragraph(...inline(entry.summary))] },
      paragraph(`supabase-js ${options.api.version}.`),
      ...methodBody(method, entry, 2, options),
      paragraph(
        'This method in the full JavaScript reference: ',
        link(new URL(`${JS_REFERENCE_PATH}/#${method.id}`, options.siteUrl).href, title),
        '.',
      ),
    ],
  };
}

/** Every crawler page, in page order. */
export function jsMethodEntries(groups: JsGroup[]): { path: string; entry: JsEntry }[] {
  return groups.flatMap((group) => group.entries.map((entry) => ({ path: jsCrawlerPath(entry.id), entry })));
}
