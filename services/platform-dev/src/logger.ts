// Server log lines on stderr (stdout carries only the "listening on" line). Callers pass messages they
// composed; an error is logged by name, message, code and stack, never by the request that caused it.

export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

export function createLogger(write: (line: string) => void = (line) => process.stderr.write(line)): Logger {
  const stamp = () => new Date().toISOString();
  return {
    info: (message) => write(`${stamp()} ${message}\n`),
    error(message, error) {
      write(`${stamp()} error: ${message}${error === undefined ? '' : `\n${describe(error)}`}\n`);
    },
  };
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return `  (non-error value of type ${typeof error})`;
  const code = (error as { code?: unknown }).code;
  const head = `  ${error.name}${typeof code === 'string' ? ` [${code}]` : ''}: ${error.message}`;
  const frames = (error.stack ?? '').split('\n').slice(1, 8).join('\n');
  return frames ? `${head}\n${frames}` : head;
}
