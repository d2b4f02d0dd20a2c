#!/usr/bin/env node
// Starts the app's server:
//   node server/main.mjs --dev      Vite in middleware mode (pnpm dev), default port 5173
//   node server/main.mjs            the builds (pnpm build first; pnpm start), default port 3000
// PORT and HOST (default 127.0.0.1) say where it listens; PUBLIC_ORIGIN where it is reached, when a proxy
// stands in front (canonical URLs, the sandbox's emailed links). CLIENT_DIR and SERVER_DIR: other build
// folders than dist/ and dist-server/ (the e2e and Lighthouse builds). See the README's production recipe.
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { createAppServer } from './createAppServer.mjs';

const dev = process.argv.includes('--dev');
const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || (dev ? 5173 : 3000));
const origin = (process.env.PUBLIC_ORIGIN || `http://${host}:${port}`).replace(/\/+$/, '');

const httpServer = createServer();
const dirs = {
  ...(process.env.CLIENT_DIR ? { clientDir: resolve(process.env.CLIENT_DIR) } : {}),
  ...(process.env.SERVER_DIR ? { serverDir: resolve(process.env.SERVER_DIR) } : {}),
};
const { app, close, sandbox } = await createAppServer({ dev, origin, httpServer, ...dirs });
httpServer.on('request', app);
httpServer.once('error', (error) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${port} is taken (set PORT).` : error);
  process.exit(1);
});
httpServer.listen(port, host, () => {
  console.log(
    `Marketplace ${dev ? 'dev server' : 'server'} on http://${host}:${port}` +
      (sandbox ? ' (sandbox in-process: /api/v1, /sandbox/emails)' : ''),
  );
});
const stop = () => {
  httpServer.closeAllConnections();
  httpServer.close(() => close().then(() => process.exit(0)));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
