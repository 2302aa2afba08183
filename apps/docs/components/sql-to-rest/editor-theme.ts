import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { tags as t } from '@lezer/highlight';
import { EDITOR_HEIGHT, SQL_LINE_HEIGHT } from './placeholders';

/*
 * One editor theme for both site themes: every colour is a CSS variable (the site's tokens, and the code
 * colours the widget root defines per theme), so switching the site theme restyles the editor at once.
 */
export const editorTheme = EditorView.theme({
  // One height (24rem) whatever the text: longer SQL scrolls inside, and the placeholder has the same height.
  '&': {
    height: EDITOR_HEIGHT,
    fontSize: '13px',
    color: 'var(--foreground)',
    backgroundColor: 'var(--code-bg)',
  },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'var(--font-mono)', lineHeight: SQL_LINE_HEIGHT, overflow: 'auto' },
  '.cm-content': { caretColor: 'var(--foreground)', padding: '4px 0' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--foreground)' },
  '.cm-gutters': {
    backgroundColor: 'var(--code-bg)',
    color: 'var(--muted-foreground)',
    border: 'none',
  },
  // Room on both sides of the line numbers, so they never touch the code.
  '.cm-lineNumbers .cm-gutterElement': { padding: '0 8px' },
  '.cm-activeLine': { backgroundColor: 'color-mix(in srgb, var(--foreground) 5%, transparent)' },
  '.cm-activeLineGutter': {
    backgroundColor: 'color-mix(in srgb, var(--foreground) 5%, transparent)',
    color: 'var(--foreground)',
  },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection':
    { backgroundColor: 'color-mix(in srgb, var(--primary) 28%, transparent)' },
  // The token a parse error points at: a wavy underline plus a tint, so even one character stands out.
  '.cm-sql-error': {
    textDecoration: 'underline wavy var(--destructive)',
    textDecorationSkipInk: 'none',
    textUnderlineOffset: '3px',
    backgroundColor: 'color-mix(in srgb, var(--destructive) 12%, transparent)',
    borderRadius: '2px',
  },
  '.cm-matchingBracket, &.cm-focused .cm-matchingBracket': {
    backgroundColor: 'color-mix(in srgb, var(--primary) 22%, transparent)',
    outline: '1px solid color-mix(in srgb, var(--primary) 60%, transparent)',
  },
});

const sqlHighlightStyle = HighlightStyle.define([
  { tag: t.keyword, color: 'var(--s2r-keyword)' },
  { tag: [t.string, t.special(t.string)], color: 'var(--s2r-string)' },
  { tag: [t.number, t.bool, t.null], color: 'var(--s2r-number)' },
  { tag: [t.typeName, t.standard(t.name)], color: 'var(--s2r-function)' },
  { tag: t.special(t.name), color: 'var(--s2r-property)' },
  { tag: [t.lineComment, t.blockComment], color: 'var(--s2r-comment)', fontStyle: 'italic' },
  { tag: [t.operator, t.punctuation, t.paren, t.brace, t.squareBracket], color: 'var(--s2r-comment)' },
]);

export const editorHighlighting = syntaxHighlighting(sqlHighlightStyle);
