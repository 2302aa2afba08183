import type { RootContent } from 'mdast';
import { errorSections } from '@/data/errors';
import { ERROR_SOURCE_IDS, type ErrorEntry, type ErrorSourceId } from '@/data/errors/schema';
import { guidesForError, troubleshootingHref } from '@/data/troubleshooting';
import { inlineMarkupNodes } from './auth-handlers';
import type { ComponentHandler, HandlerContext } from './mdx-to-markdown';
import { code, heading, inlineCode, link, list, paragraph, strong, table, text } from './nodes';

/*
 * The Errors reference as Markdown: the same entries as components/errors/error-list.tsx, from data/errors/. An
 * explained entry is a heading (its code, so `#<code>` anchors read the same) with status, meaning, causes, fix
 * and the reproduce SQL; the rest of a long list is a table.
 */
function entryBlocks(entry: ErrorEntry, context: HandlerContext): RootContent[] {
  const blocks: RootContent[] = [heading(3, inlineCode(entry.code), ` ${entry.title}`)];
  if (entry.status) blocks.push(paragraph('HTTP status ', strong(String(entry.status))));
  blocks.push(paragraph(...inlineMarkupNodes(entry.meaning, context)));
  if (entry.messages?.length) {
    blocks.push(
      paragraph(
        'What you see: ',
        ...entry.messages.flatMap((message, index) => [...(index > 0 ? [' · '] : []), inlineCode(message)]),
      ),
    );
  }
  if (entry.causes?.length) {
    blocks.push(paragraph(strong('Usual causes')));
    blocks.push(list(entry.causes.map((cause) => inlineMarkupNodes(cause, context))));
  }
  if (entry.fix) blocks.push(paragraph(strong('Fix: '), ...inlineMarkupNodes(entry.fix, context)));
  const guides = guidesForError(entry.code);
  if (guides.length > 0) {
    blocks.push(
      paragraph(
        strong('See also: '),
        ...guides.flatMap((guide, index) => [
          ...(index > 0 ? [' · '] : []),
          link(context.absoluteUrl(troubleshootingHref(guide)), guide.title),
        ]),
      ),
    );
  }
  if (entry.reproduce) {
    blocks.push(paragraph(text('Reproduce it:')));
    blocks.push(code(entry.reproduce, 'sql'));
  }
  return blocks;
}

const errorList: ComponentHandler = (context) => {
  const source = context.requireAttr('source');
  if (!(ERROR_SOURCE_IDS as readonly string[]).includes(source)) {
    context.fail(`unknown error source "${source}" (one of ${ERROR_SOURCE_IDS.join(', ')})`);
  }
  const section = errorSections.find((candidate) => candidate.id === (source as ErrorSourceId));
  if (!section) return context.fail(`no error section "${source}"`);
  const explained = section.entries.filter((entry) => entry.fix !== undefined);
  const listed = section.entries.filter((entry) => entry.fix === undefined);
  return [
    paragraph(...inlineMarkupNodes(section.intro, context)),
    ...explained.flatMap((entry) => entryBlocks(entry, context)),
    ...(listed.length > 0
      ? [
          table(
            ['Code', 'Name', 'Class'],
            listed.map((entry) => [inlineCode(entry.code), entry.title, entry.meaning]),
          ),
        ]
      : []),
    paragraph(`Source: ${section.origin.source}, checked ${section.origin.asOf}.`),
  ];
};

export const errorHandlers: Readonly<Record<string, ComponentHandler>> = {
  ErrorList: errorList,
  PasteError: (context) => {
    const note = {
      type: 'emphasis' as const,
      children: [
        text(
          'On the web page, a box takes a pasted error (a JSON body, a supabase-js error, an AuthApiError line, psql or log output, CLI output or a stack trace), finds every code and known message in it, and shows the matching entries of this page. It runs in the browser; nothing is sent.',
        ),
      ],
    };
    return context.kind === 'text' ? [note] : [paragraph(note)];
  },
};
