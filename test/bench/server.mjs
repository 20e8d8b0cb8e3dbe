// Serves the bench's host pages, the built widget (/dist/), the floors (/floors/) and the example's images on a
// free local port. Pages are made once up front, so serving them costs the same for every contender.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_TYPES, staticFile } from '../e2e/support/host-server.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** `pages`: a Map of path to HTML. Returns { url, close() }. */
export async function startBenchServer({ pages, floorsDir }) {
  const folders = [
    ['/dist/', join(ROOT, 'dist')],
    ['/floors/', floorsDir],
    ['/images/', join(ROOT, 'examples', 'images')],
  ];
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const answer = (status, type, body) => {
      response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
      response.end(body);
    };
    if (pages.has(pathname)) return answer(200, CONTENT_TYPES['.html'], pages.get(pathname));
    const found = staticFile(folders, pathname);
    if (found) return answer(200, found.type, readFileSync(found.file));
    return answer(404, 'text/plain', 'Not found');
  });
  await new Promise((ready) => server.listen(0, '127.0.0.1', ready));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
