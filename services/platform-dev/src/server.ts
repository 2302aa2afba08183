// Starts the HTTP server: the port is taken first (so a busy port fails at once), then the database is
// opened, and only then are requests answered.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { type App, createApp } from './app.ts';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';

export class PortInUseError extends Error {}

export interface RunningServer {
  port: number;
  url: string;
  app: App;
  close(): Promise<void>;
}

export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  let app: App | null = null;
  const listener = getRequestListener((request, env) =>
    app
      ? app.fetch(request, env)
      : Response.json({ message: 'The server is starting; try again in a moment' }, { status: 503 }),
  );
  const server = createServer(listener);
  // Keep-alive connections must not hold a stopping server open.
  server.keepAliveTimeout = 5_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new PortInUseError(
              `port ${config.port} on ${config.host} is already in use; pick another with --port`,
            )
          : error,
      );
    });
    server.listen(config.port, config.host, resolve);
  });
  const port = (server.address() as AddressInfo).port;

  try {
    // The Host allow-list needs the port actually bound (--port 0 picks one).
    app = await createApp({ ...config, port }, logger);
  } catch (error) {
    await new Promise((resolve) => server.close(resolve));
    throw error;
  }
  const running = app;
  return {
    port,
    url: `http://${config.host}:${port}`,
    app: running,
    async close() {
      await new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      });
      await running.close();
    },
  };
}
