// The example server's SQLite store: WAL, synchronous FULL, files readable by their owner only, and a database
// of the first release brought up to date without losing a lead.
import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import { existsSync, statSync } from 'node:fs';
import { after, describe, it } from 'node:test';
import { openDatabase } from '../../examples/store/database.mjs';
import { contactPatch, newKey, openSession, validLead } from './support/example-api.mjs';
import { startExample, tempDatabase } from './support/example.mjs';

const modeOf = (file) => statSync(file).mode & 0o777;

describe('the example server keeps leads in SQLite', () => {
  const cleanups = [];
  after(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('runs in WAL with synchronous FULL', () => {
    const database = tempDatabase();
    cleanups.push(database.remove);
    const db = openDatabase(database.file);
    try {
      assert.equal(db.pragma('journal_mode', { simple: true }), 'wal');
      assert.equal(db.pragma('synchronous', { simple: true }), 2);
    } finally {
      db.close();
    }
  });

  it('keeps the database, its -wal and its -shm readable by their owner only', async () => {
    const example = await startExample();
    cleanups.push(example.close);
    const session = await openSession(example.url);
    assert.equal((await session.post(validLead())).status, 201);
    for (const file of [example.dbFile, `${example.dbFile}-wal`, `${example.dbFile}-shm`]) {
      assert.ok(existsSync(file), file);
      assert.equal(modeOf(file).toString(8), '600', file);
    }
  });

  it('tightens the mode of a database file made readable by others', () => {
    const database = tempDatabase();
    cleanups.push(database.remove);
    new Database(database.file).close();
    assert.notEqual(modeOf(database.file), 0o600);
    openDatabase(database.file).close();
    assert.equal(modeOf(database.file), 0o600);
  });

  it('brings a first-release database up to date: old leads get an id, keep their key, and take callback requests', async () => {
    const database = tempDatabase();
    const old = new Database(database.file);
    old.exec(`CREATE TABLE quotation_requests (id INTEGER PRIMARY KEY AUTOINCREMENT, received_at TEXT NOT NULL, residence TEXT NOT NULL,
      housing_type TEXT NOT NULL, price REAL NOT NULL, civility TEXT NOT NULL, first_name TEXT NOT NULL, last_name TEXT NOT NULL,
      email TEXT NOT NULL, phone_number TEXT NOT NULL, status TEXT NOT NULL, know_us TEXT NOT NULL, accept_promotional_offers INTEGER NOT NULL,
      idempotency_key TEXT)`);
    const lead = validLead();
    const key = newKey();
    old.prepare(`INSERT INTO quotation_requests (received_at, residence, housing_type, price, civility, first_name, last_name, email, phone_number,
      status, know_us, accept_promotional_offers, idempotency_key) VALUES ('2025-01-02T03:04:05.000Z', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`)
      .run(lead.residence, lead.housingType, lead.price, lead.civility, lead.firstName, lead.lastName, lead.email, lead.phoneNumber, lead.status, lead.knowUs, key);
    old.close();

    const example = await startExample({ dbFile: database.file });
    cleanups.push(database.remove, example.close);
    const [row] = database.rows();
    assert.match(row.public_id, /^[0-9a-f-]{36}$/);
    assert.equal(row.first_name, lead.firstName);

    const session = await openSession(example.url);
    const replay = await session.post(lead, { 'Idempotency-Key': key });
    assert.deepEqual([replay.status, (await replay.json()).id], [201, row.public_id]);
    const patched = await session.patch(row.public_id, contactPatch('two_room'));
    assert.equal(patched.status, 200);
    assert.equal(database.rows()[0].final_housing_type, 'two_room');
    assert.equal(database.rows().length, 1);
  });
});
