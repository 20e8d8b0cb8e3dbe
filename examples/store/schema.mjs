import { randomUUID } from 'node:crypto';

const LEADS = `CREATE TABLE IF NOT EXISTS quotation_requests (
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
)`;

/** Columns added since the first release; a database made before them gains them when it is opened. */
const LATER_LEAD_COLUMNS = {
  idempotency_key: 'TEXT',
  // SHA-256 of the accepted body, to tell a replay of the same lead from another lead sent with the same key.
  request_hash: 'TEXT',
  // The id the API gives out: random, so that nobody can walk through other visitors' leads by counting.
  public_id: 'TEXT',
  // The visitor's last « Être contacté » request: when, and the type and price shown at that moment.
  contact_requested_at: 'TEXT',
  final_housing_type: 'TEXT',
  final_price: 'REAL',
};

/** Every « Être contacté » request, each with its own Idempotency-Key. */
const CONTACT_REQUESTS = `CREATE TABLE IF NOT EXISTS contact_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  quotation_request_id INTEGER NOT NULL REFERENCES quotation_requests (id),
  requested_at TEXT NOT NULL,
  housing_type TEXT NOT NULL,
  price REAL NOT NULL,
  idempotency_key TEXT UNIQUE,
  request_hash TEXT NOT NULL
)`;

function addMissingColumns(db, table, columns) {
  const present = new Set(db.prepare(`PRAGMA table_info(${table})`).all().map((column) => column.name));
  for (const [name, type] of Object.entries(columns)) if (!present.has(name)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${name} ${type}`);
}

/** Brings a database of any earlier version to the current tables, in one transaction. */
export const migrate = (db) =>
  db.transaction(() => {
    db.exec(LEADS);
    addMissingColumns(db, 'quotation_requests', LATER_LEAD_COLUMNS);
    const giveId = db.prepare('UPDATE quotation_requests SET public_id = ? WHERE id = ?');
    for (const { id } of db.prepare('SELECT id FROM quotation_requests WHERE public_id IS NULL').all()) giveId.run(randomUUID(), id);
    // SQLite cannot add a UNIQUE column: unique indexes do it.
    db.exec('CREATE UNIQUE INDEX IF NOT EXISTS quotation_requests_key ON quotation_requests (idempotency_key)');
    db.exec('CREATE UNIQUE INDEX IF NOT EXISTS quotation_requests_public_id ON quotation_requests (public_id)');
    db.exec(CONTACT_REQUESTS);
  }).immediate();
