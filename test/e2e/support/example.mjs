import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startExampleServer } from '../../../examples/server.mjs';

/** The example server on a free port with a fresh database; `rows()` reads what it stored. */
export async function startExample(options = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'qw-e2e-'));
  const dbFile = join(dir, 'requests.sqlite');
  const server = await startExampleServer({ port: 0, dbFile, ...options });
  return {
    url: server.url,
    rows() {
      const db = new Database(dbFile, { readonly: true });
      try {
        return db.prepare('SELECT * FROM quotation_requests ORDER BY id').all();
      } finally {
        db.close();
      }
    },
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Text with the non-breaking spaces of fr-FR number formatting turned into plain spaces. */
export const plain = (text) => text.replace(/[\u00a0\u202f]/g, ' ');
