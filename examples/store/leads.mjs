import { randomUUID } from 'node:crypto';

/**
 * The leads. Each write is one IMMEDIATE transaction that first looks for its Idempotency-Key, so that requests
 * racing with one key (in this process or another) store one row: the first writes, the others find it. A key found with the same body hash is a replay and gets the first answer again; with
 * another hash it is a conflict.
 */
export function leadStore(db) {
  const leadByKey = db.prepare('SELECT public_id AS id, request_hash AS hash FROM quotation_requests WHERE idempotency_key = ?');
  const insertLead = db.prepare(`INSERT INTO quotation_requests
    (received_at, residence, housing_type, price, civility, first_name, last_name, email, phone_number, status, know_us, accept_promotional_offers, idempotency_key, request_hash, public_id)
    VALUES (@receivedAt, @residence, @housingType, @price, @civility, @firstName, @lastName, @email, @phoneNumber, @status, @knowUs, @acceptPromotionalOffers, @key, @hash, @id)`);

  // Rows made before hashes were kept have none: a key found there counts as a replay, as it did then.
  const replayOrConflict = (earlier, hash) => (earlier.hash === null || earlier.hash === hash ? { ...earlier, replayed: true } : { conflict: true });

  const add = db.transaction((lead, key, hash) => {
    const earlier = key === null ? undefined : leadByKey.get(key);
    if (earlier) return replayOrConflict(earlier, hash);
    const id = randomUUID();
    insertLead.run({ ...lead, acceptPromotionalOffers: lead.acceptPromotionalOffers ? 1 : 0, receivedAt: new Date().toISOString(), key, hash, id });
    return { id, replayed: false };
  });

  return {
    /** Stores a lead: { id, replayed } or { conflict: true }. */
    add: (lead, key, hash) => add.immediate(lead, key, hash),
  };
}
