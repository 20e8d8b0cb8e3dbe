import { fingerprint, idempotencyKey, keyReused } from '../http/idempotency.mjs';
import { acceptJsonBodies, JSON_TYPE, requireContentType } from '../http/json-body.mjs';
import { invalidRequest, Problem } from '../http/problem.mjs';
import { requireXsrfToken } from '../http/xsrf.mjs';
import { checkLead } from '../validation/lead.mjs';

const LOG = '[QuoteWizard]';
const LEADS = '/quotation-requests';

/**
 * The lead intake, under /api. Checks run cheapest first: XSRF token and Content-Type on the headers alone, then
 * the bounded body, the shared schema, the configured prices, and last the Idempotency-Key against what is stored.
 */
export async function leadRoutes(app, { residences, store }) {
  acceptJsonBodies(app);

  app.post(LEADS, { onRequest: [requireXsrfToken, requireContentType(JSON_TYPE)] }, async (request, reply) => {
    const key = idempotencyKey(request);
    const checked = await checkLead(request.body, residences);
    if (checked.violations) throw invalidRequest(checked.violations);
    const stored = store.add(checked.lead, key, fingerprint(checked.lead));
    if (stored.conflict) throw keyReused();
    console.log(`${LOG} quotation request ${stored.id} ${stored.replayed ? 'sent again, already stored' : 'stored'}`);
    return reply.code(201).header('Location', `${app.prefix}${LEADS}/${stored.id}`).send({ id: stored.id });
  });

  const notAllowed = (allow) => async (request, reply) => {
    reply.header('Allow', allow);
    throw new Problem(405);
  };
  app.route({ method: ['GET', 'PUT', 'DELETE'], url: LEADS, handler: notAllowed('POST') });
}
