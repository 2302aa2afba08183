import {
  formatCurl,
  formatHttp,
  isTranslatorError,
  renderHttp,
  renderSupabaseJs,
  translate,
} from 'sql-to-rest';
import { ToolInputError } from './tool-error.ts';

export const DEFAULT_BASE_URL = 'http://localhost:54321/rest/v1';

export type Translation = {
  method: string;
  path: string;
  query: [string, string][];
  http: string;
  curl: string;
  supabaseJs: string;
  assumptions: string[];
};

/** SQL → the PostgREST request in three forms, through packages/sql-to-rest; its errors become input errors. */
export async function translateSql(sql: string, baseUrl = DEFAULT_BASE_URL): Promise<Translation> {
  try {
    const { statement, assumptions } = await translate(sql);
    const request = renderHttp(statement);
    return {
      method: request.method,
      path: request.path,
      query: request.query,
      http: formatHttp(baseUrl, request),
      curl: formatCurl(baseUrl, request),
      supabaseJs: renderSupabaseJs(statement).code,
      assumptions,
    };
  } catch (error) {
    if (isTranslatorError(error)) {
      throw new ToolInputError(`${error.message}${error.hint ? ` (${error.hint})` : ''}`);
    }
    throw error;
  }
}
