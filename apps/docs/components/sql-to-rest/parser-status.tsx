import { OutputPlaceholder } from './placeholders';

/** In place of the outputs while the parser loads, or after it failed to (with a way to try again). */
export function ParserStatus({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  return (
    <OutputPlaceholder
      message={
        failed ? (
          <span>
            The SQL parser could not be loaded.{' '}
            <button
              type="button"
              className="font-medium text-foreground underline underline-offset-2"
              onClick={onRetry}
            >
              Try again
            </button>
          </span>
        ) : (
          'Loading the SQL parser…'
        )
      }
    />
  );
}
