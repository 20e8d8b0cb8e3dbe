import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Accepted quotation requests, kept in an embedded SQLite file so they survive a restart. A request that comes
 * again with the same Idempotency-Key (a retry, or a browser replaying a POST whose connection dropped) is
 * stored once: add() then gives the first one's id.
 */
export function openRequestStore(file) {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec(`CREATE TABLE IF NOT EXISTS quotation_requests (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    received_at TEXT NOT NULL,
    residence TEXT NOT NULL,
    housing_type TEXT NOT NULL,
    price REAL NOT NULL,
    civility TEXT NOT NULL,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone_number TEXT NOT NULL,
    status TEXT NOT NULL,
    know_us TEXT NOT NULL,
    accept_promotional_offers INTEGER NOT NULL,
    idempotency_key TEXT
  )`);
  // A database made before keys existed gains the column (SQLite cannot add a UNIQUE column: an index does it).
  if (!db.prepare('PRAGMA table_info(quotation_requests)').all().some((column) => column.name === 'idempotency_key')) {
    db.exec('ALTER TABLE quotation_requests ADD COLUMN idempotency_key TEXT');
  }
  db.exec('CREATE UNIQUE INDEX IF NOT EXISTS quotation_requests_key ON quotation_requests (idempotency_key)');
  const byKey = db.prepare('SELECT id FROM quotation_requests WHERE idempotency_key = ?');
  const insert = db.prepare(`INSERT INTO quotation_requests
    (received_at, residence, housing_type, price, civility, first_name, last_name, email, phone_number, status, know_us, accept_promotional_offers, idempotency_key)
    VALUES (@receivedAt, @residence, @housingType, @price, @civility, @firstName, @lastName, @email, @phoneNumber, @status, @knowUs, @acceptPromotionalOffers, @key)`);
  return {
    /** Stores the request; returns { id, replayed } where replayed means the key was already stored. */
    add(request, key = null) {
      const earlier = key === null ? undefined : byKey.get(key);
      if (earlier) return { id: earlier.id, replayed: true };
      const row = { ...request, key, receivedAt: new Date().toISOString(), acceptPromotionalOffers: request.acceptPromotionalOffers ? 1 : 0 };
      return { id: Number(insert.run(row).lastInsertRowid), replayed: false };
    },
    close: () => db.close(),
  };
}
