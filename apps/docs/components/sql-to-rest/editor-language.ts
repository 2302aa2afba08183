import { StreamLanguage } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { postgresTokens } from '@/lib/sql-to-rest/postgres-tokens';
import { editorHighlighting } from './editor-theme';

/** PostgreSQL highlighting, loaded after the editor is on screen (it only adds colour). */
export function postgresLanguage(): Extension {
  return [StreamLanguage.define(postgresTokens), editorHighlighting];
}
