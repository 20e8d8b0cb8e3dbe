import { randomUUID } from 'node:crypto';

/**
 * The leads and the callback requests made on them. Each write is one IMMEDIATE transaction that first looks for
 * its Idempotency-Key, so that requests racing with one key (in this process or another) store one row: the first
 * writes, the others find it. A key found with the same body hash is a replay and gets the first answer again; with
 * another hash it is a conflict.
 */
export function leadStore(db) {
  const leadByKey = db.prepare('SELECT public_id AS id, request_hash AS hash FROM quotation_requests WHERE idempotency_key = ?');
  const insertLead = db.prepare(`INSERT INTO quotation_requests
    (received_at, residence, housing_type, price, civility, first_name, last_name, email, phone_number, status, know_us, accept_promotional_offers, idempotency_key, request_hash, public_id)
    VALUES (@receivedAt, @residence, @housingType, @price, @civility, @firstName, @lastName, @email, @phoneNumber, @status, @knowUs, @acceptPromotionalOffers, @key, @hash, @id)`);
  const leadById = db.prepare('SELECT id AS rowId, public_id AS id, residence FROM quotation_requests WHERE public_id = ?');
  const contactByKey = db.prepare(`SELECT lead.public_id AS id, contact.housing_type AS housingType, contact.price, contact.request_hash AS hash
    FROM contact_requests AS contact JOIN quotation_requests AS lead ON lead.id = contact.quotation_request_id WHERE contact.idempotency_key = ?`);
  const insertContact = db.prepare(`INSERT INTO contact_requests (quotation_request_id, requested_at, housing_type, price, idempotency_key, request_hash)
    VALUES (@rowId, @at, @housingType, @price, @key, @hash)`);
  const markLead = db.prepare('UPDATE quotation_requests SET contact_requested_at = @at, final_housing_type = @housingType, final_price = @price WHERE id = @rowId');

  // Rows made before hashes were kept have none: a key found there counts as a replay, as it did then.
  const replayOrConflict = (earlier, hash) => (earlier.hash === null || earlier.hash === hash ? { ...earlier, replayed: true } : { conflict: true });

  const add = db.transaction((lead, key, hash) => {
    const earlier = key === null ? undefined : leadByKey.get(key);
    if (earlier) return replayOrConflict(earlier, hash);
    const id = randomUUID();
    insertLead.run({ ...lead, acceptPromotionalOffers: lead.acceptPromotionalOffers ? 1 : 0, receivedAt: new Date().toISOString(), key, hash, id });
    return { id, replayed: false };
  });

  const requestContact = db.transaction((lead, patch, key, hash) => {
    const earlier = key === null ? undefined : contactByKey.get(key);
    if (earlier) return replayOrConflict(earlier, hash);
    const row = { rowId: lead.rowId, at: new Date().toISOString(), housingType: patch.housingType, price: patch.price, key, hash };
    insertContact.run(row);
    markLead.run(row);
    return { id: lead.id, housingType: patch.housingType, price: patch.price, replayed: false };
  });

  return {
    /** Stores a lead: { id, replayed } or { conflict: true }. */
    add: (lead, key, hash) => add.immediate(lead, key, hash),
    /** The lead of a public id: { rowId, id, residence }, or undefined. */
    find: (id) => leadById.get(id),
    /** Records a callback request on a found lead: { id, housingType, price, replayed } or { conflict: true }. */
    requestContact: (lead, patch, key, hash) => requestContact.immediate(lead, patch, key, hash),
  };
}
