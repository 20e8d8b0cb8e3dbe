import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { startExampleServer } from '../../../examples/server.mjs';

/** A fresh directory for a test database (or `file` given), and a reader of what was stored there. */
export function tempDatabase(file) {
  const dir = mkdtempSync(join(tmpdir(), 'qw-e2e-'));
  const dbFile = file ?? join(dir, 'requests.sqlite');
  return {
    dir,
    file: dbFile,
    /** Every row of a table (the leads by default), oldest first. */
    rows(table = 'quotation_requests') {
      const db = new Database(dbFile, { readonly: true });
      try {
        return db.prepare(`SELECT * FROM ${table} ORDER BY id`).all();
      } finally {
        db.close();
      }
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * The example server on a free port with a fresh database; `rows()` reads what it stored. Its rate limit is
 * raised out of the way unless a test sets one: browser tests send more leads a minute than a visitor would.
 * It serves dist/ as the run found it: a source saved while the tests run must not rebuild, half way through,
 * the bundle the other tests are driving.
 */
export async function startExample(options = {}) {
  const database = tempDatabase(options.dbFile);
  const server = await startExampleServer({ port: 0, rateLimit: { max: 10_000 }, build: false, ...options, dbFile: database.file });
  return {
    url: server.url,
    dbFile: database.file,
    rows: database.rows,
    async close() {
      await server.close();
      database.remove();
    },
  };
}

/**
 * Call at the top of a describe(): the example server for its tests, started before them and closed after them.
 * `url` and `rows()` read the running server's.
 */
export function useExample(options) {
  let example;
  before(async () => {
    example = await startExample(options);
  });
  after(() => example?.close());
  return {
    get url() {
      return example.url;
    },
    rows: (...args) => example.rows(...args),
  };
}

/** Text with the non-breaking spaces of fr-FR number formatting turned into plain spaces. */
export const plain = (text) => text.replace(/[\u00a0\u202f]/g, ' ');
