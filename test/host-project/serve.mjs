// Serves a built host app and answers the widget's requests as a back end would.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml' };

/** Starts on a free port; `requests` lists each API call (method, url, parsed body). */
export async function serve(root) {
  const requests = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url, 'http://host');
    if (url.pathname.startsWith('/api/')) {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        requests.push({ method: request.method, url: url.pathname, body: body ? JSON.parse(body) : undefined });
        response.writeHead(request.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ id: 1 }));
      });
      return;
    }
    const file = join(root, normalize(url.pathname === '/' ? '/index.html' : url.pathname));
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, requests, close: () => new Promise((resolve) => server.close(resolve)) };
}
