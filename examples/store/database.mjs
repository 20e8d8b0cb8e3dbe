import Database from 'better-sqlite3';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrate } from './schema.mjs';

const OWNER_ONLY = 0o600;

/**
 * Opens (or creates) the lead database. Leads are personal data: the file is readable by its owner only, and
 * SQLite gives its -wal and -shm files the database file's mode. WAL lets the example page be read while leads
 * are written; synchronous FULL syncs each commit to disk, so an acknowledged lead survives a power cut too.
 */
export function openDatabase(file) {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', OWNER_ONLY));
  chmodSync(file, OWNER_ONLY);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  // Files left by an older run keep the mode they were made with.
  for (const side of [`${file}-wal`, `${file}-shm`]) if (existsSync(side)) chmodSync(side, OWNER_ONLY);
  return db;
}
