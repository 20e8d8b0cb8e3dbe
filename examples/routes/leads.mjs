import { fingerprint, idempotencyKey, keyReused } from '../http/idempotency.mjs';
import { acceptJsonBodies, JSON_TYPE, MERGE_PATCH_TYPE, requireContentType } from '../http/json-body.mjs';
import { invalidRequest, Problem } from '../http/problem.mjs';
import { limitRate } from '../http/rate-limit.mjs';
import { requireXsrfToken } from '../http/xsrf.mjs';
import { checkContactRequest, checkLead } from '../validation/lead.mjs';

const LOG = '[QuoteWizard]';
const LEADS = '/quotation-requests';
const PUBLIC_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const unknownLead = () => new Problem(404, { name: 'unknown-lead', title: 'No such quotation request' });

/**
 * The lead intake, under /api: POST a lead, PATCH a callback request on it. Checks run cheapest first: rate
 * limit, XSRF token and Content-Type on the headers alone, then the bounded body, the shared schema, the
 * configured prices, and last the Idempotency-Key against what is stored.
 */
export async function leadRoutes(app, { findResidence, store, rateLimit }) {
  await limitRate(app, rateLimit);
  acceptJsonBodies(app);

  app.post(LEADS, { onRequest: [requireXsrfToken, requireContentType(JSON_TYPE)] }, async (request, reply) => {
    const key = idempotencyKey(request);
    const checked = await checkLead(request.body, findResidence);
    if (checked.violations) throw invalidRequest(checked.violations);
    const stored = store.add(checked.lead, key, fingerprint(checked.lead));
    if (stored.conflict) throw keyReused();
    console.log(`${LOG} quotation request ${stored.id} ${stored.replayed ? 'sent again, already stored' : 'stored'}`);
    return reply.code(201).header('Location', `${app.prefix}${LEADS}/${stored.id}`).send({ id: stored.id });
  });

  app.patch(`${LEADS}/:id`, { onRequest: [requireXsrfToken, requireContentType(MERGE_PATCH_TYPE)] }, async (request) => {
    const key = idempotencyKey(request);
    const lead = PUBLIC_ID.test(request.params.id) ? store.find(request.params.id) : undefined;
    if (!lead) throw unknownLead();
    const checked = await checkContactRequest(request.body, lead, findResidence);
    if (checked.violations) throw invalidRequest(checked.violations);
    const stored = store.requestContact(lead, checked.patch, key, fingerprint({ ...checked.patch, lead: lead.id }));
    if (stored.conflict) throw keyReused();
    console.log(`${LOG} quotation request ${lead.id}: callback ${stored.replayed ? 'request sent again' : 'requested'}`);
    return { id: stored.id, contactRequested: true, housingType: stored.housingType, price: stored.price };
  });

  const notAllowed = (allow) => async (request, reply) => {
    reply.header('Allow', allow);
    throw new Problem(405);
  };
  app.route({ method: ['GET', 'PUT', 'DELETE'], url: LEADS, handler: notAllowed('POST') });
  app.route({ method: ['GET', 'PUT', 'POST', 'DELETE'], url: `${LEADS}/:id`, handler: notAllowed('PATCH') });
}
