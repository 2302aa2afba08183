import { PostgreSQL, sql } from '@codemirror/lang-sql';
import type { Extension } from '@codemirror/state';
import { editorHighlighting } from './editor-theme';

/** PostgreSQL highlighting, loaded after the editor is on screen (it only adds colour). */
export function postgresLanguage(): Extension {
  return [sql({ dialect: PostgreSQL }), editorHighlighting];
}
