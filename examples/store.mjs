import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/** Accepted quotation requests, kept in an embedded SQLite file so they survive a restart. */
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
    accept_promotional_offers INTEGER NOT NULL
  )`);
  const insert = db.prepare(`INSERT INTO quotation_requests
    (received_at, residence, housing_type, price, civility, first_name, last_name, email, phone_number, status, know_us, accept_promotional_offers)
    VALUES (@receivedAt, @residence, @housingType, @price, @civility, @firstName, @lastName, @email, @phoneNumber, @status, @knowUs, @acceptPromotionalOffers)`);
  return {
    add(request) {
      const row = { ...request, receivedAt: new Date().toISOString(), acceptPromotionalOffers: request.acceptPromotionalOffers ? 1 : 0 };
      return Number(insert.run(row).lastInsertRowid);
    },
    close: () => db.close(),
  };
}
