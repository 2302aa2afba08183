#!/usr/bin/env node
// Serves the exported site (local/serve.mjs) until Ctrl+C.
//
//   node scripts/serve.mjs [dir]      serves apps/docs/out on http://127.0.0.1:3000
//   PORT=4000 HOST=0.0.0.0 node scripts/serve.mjs
import { exportRoot, requireExport } from '../build/out-files.mjs';
import { startServer } from '../local/serve.mjs';

const root = exportRoot();
await requireExport(root);
const port = Number(process.env.PORT || 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}".`);
  process.exit(1);
}
const host = process.env.HOST || '127.0.0.1';
const server = await startServer({ root, port, host });
const shownUrl = host === '127.0.0.1' ? server.url.replace('127.0.0.1', 'localhost') : server.url;
console.log(`Serving ${root} at ${shownUrl}/ (listening on ${host}:${new URL(server.url).port})`);
const stop = () => {
  server.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
