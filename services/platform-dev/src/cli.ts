// `platform-dev`: parses flags and environment, starts the server, prints the one line the start contract
// promises, and shuts down cleanly on Ctrl+C.
import { ConfigError, parseArgs, USAGE } from './config.ts';
import { DataDirBusyError } from './db/data-dir-lock.ts';
import { createLogger } from './logger.ts';
import type { RunningServer } from './server.ts';

export async function main(argv: string[]): Promise<number> {
  let config: ReturnType<typeof parseArgs>;
  try {
    config = parseArgs(argv, process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`platform-dev: ${error.message}\n${USAGE}\n`);
    return 1;
  }
  if (config === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }

  // The server (PGlite, Hono, Argon2) is loaded only now: --help and a wrong flag answer without it.
  const { PortInUseError, startServer } = await import('./server.ts');
  const logger = createLogger();
  let server: RunningServer;
  try {
    server = await startServer(config, logger);
  } catch (error) {
    if (error instanceof PortInUseError || error instanceof DataDirBusyError) {
      process.stderr.write(`platform-dev: ${error.message}\n`);
    } else {
      // E.g. DATABASE_URL names a server that cannot be reached: say so in one line, without a stack.
      const reason = error instanceof Error ? error.message : String(error);
      process.stderr.write(`platform-dev: could not start: ${reason}\n`);
    }
    return 1;
  }
  // Signal handlers go in before the line is printed: a pipe write is synchronous, so whoever waits for the
  // line may stop the server at once.
  const stopped = new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      server.close().then(resolve, resolve);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  const extras = [
    config.faults && 'fault injection on',
    config.smsOutbox && 'SMS outbox on (GET /dev/sms-outbox)',
    config.mailOutbox && 'mail outbox on (GET /dev/mail-outbox)',
    config.captcha && 'CAPTCHA required',
  ].filter(Boolean);
  logger.info(`data: ${server.app.db.description}${extras.map((extra) => `; ${extra}`).join('')}`);
  process.stdout.write(`listening on ${server.url}\n`);
  await stopped;
  return 0;
}
