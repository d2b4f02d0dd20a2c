// One Node process: the marketplace sandbox over HTTP (the API the server components and the browser
// call, with its themes host) and the built shop (Next's request handler over `.next`). Prints its address.
//   PORT=3000 node server.mjs     (PORT 0 or unset: a free port)
import { createServer } from 'node:http';
import { startSandboxHttpServer } from '@marketplace/sandbox/node';
import next from 'next';

const sandbox = await startSandboxHttpServer({ port: 0 });
process.env.MARKETPLACE_API = sandbox.hosts.main;
process.env.MARKETPLACE_THEMES = sandbox.hosts.themes;
const app = next({ dev: false, dir: import.meta.dirname });
await app.prepare();
const handle = app.getRequestHandler();

const server = createServer((req, res) => {
  handle(req, res).catch((error) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
    res.end('Server error');
  });
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`shop on http://127.0.0.1:${server.address().port} (sandbox API ${sandbox.hosts.main})`);
});
const stop = () =>
  server.close(() => Promise.all([app.close(), sandbox.close()]).then(() => process.exit(0)));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
