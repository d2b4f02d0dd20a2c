// One Node process: the marketplace sandbox over HTTP (the API the loaders and the browser call) and the
// built shop (React Router's request handler, the client assets from build/client). Prints its address.
//   PORT=3000 node server.mjs     (PORT 0 or unset: a free port)
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { startSandboxHttpServer } from '@marketplace/sandbox/node';
import { createRequestHandler } from 'react-router';

const sandbox = await startSandboxHttpServer({ port: 0 });
process.env.MARKETPLACE_API = sandbox.hosts.main;
const handle = createRequestHandler(await import('./build/server/index.js'), 'production');
const assets = fileURLToPath(new URL('./build/client', import.meta.url));
const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
};

const server = createServer(async (req, res) => {
  try {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = join(assets, path);
    if (path !== '/' && file.startsWith(assets) && statSync(file, { throwIfNoEntry: false })?.isFile()) {
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      createReadStream(file).pipe(res);
      return;
    }
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    const request = new Request(new URL(req.url ?? '/', `http://${req.headers.host}`), {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([name, value]) =>
        value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]],
      ),
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Readable.toWeb(req),
      duplex: 'half',
      signal: controller.signal,
    });
    const response = await handle(request);
    res.writeHead(response.status, [...response.headers].flat());
    if (response.body) Readable.fromWeb(response.body).pipe(res);
    else res.end();
  } catch (error) {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
    res.end('Server error');
  }
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`shop on http://127.0.0.1:${server.address().port} (sandbox API ${sandbox.hosts.main})`);
});
const stop = () => server.close(() => sandbox.close().then(() => process.exit(0)));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
