import type { TranslationFailure } from '@/lib/sql-to-rest/translate-sql';
import { InlineCode } from './inline-code';

/** Shown under an unsupported query, after its message and hint. */
const UNSUPPORTED_NOTE_BEFORE_LINK =
  "PostgREST doesn't support this query. If you're sure the syntax is correct and are unable to modify it, wrap it in a stored procedure and call it using the ";

export type TranslationErrorProps = {
  id: string;
  error: TranslationFailure;
  repoUrl: string;
  rpcDocsUrl: string;
};

/** The message for one of the three blocking error categories: parse, unsupported, unimplemented. */
export function TranslationError({ id, error, repoUrl, rpcDocsUrl }: TranslationErrorProps) {
  // The translator writes names in backticks (Markdown); they show as code, never as raw backticks.
  const sentence = (text: string) => <InlineCode text={/[.?!]$/.test(text) ? text : `${text}.`} />;
  const hint = error.hint ? (
    <>
      {' '}
      <InlineCode text={error.hint} />
    </>
  ) : null;
  switch (error.kind) {
    case 'parse':
      return (
        <p id={id} data-error-kind="parse" className="text-destructive">
          {sentence(error.message)}
          {hint}
        </p>
      );
    case 'unsupported':
      return (
        <div id={id} data-error-kind="unsupported" className="space-y-1">
          <p className="text-destructive">
            {sentence(error.message)}
            {hint}
          </p>
          <p className="text-muted-foreground">
            {UNSUPPORTED_NOTE_BEFORE_LINK}
            <a href={rpcDocsUrl} className="text-primary underline underline-offset-2">
              RPC endpoint
            </a>
            .
          </p>
        </div>
      );
    case 'unimplemented':
      return (
        <p id={id} data-error-kind="unimplemented">
          {sentence(error.message)}{' '}
          <a
            href={repoUrl}
            className="font-medium text-[#c2410c] underline underline-offset-2 dark:text-[#fb923c]"
          >
            Create a PR
          </a>
        </p>
      );
  }
}
