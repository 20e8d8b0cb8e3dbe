import type { HttpClient } from './http-client';

/** The lead id of test mode: a server gives a real one, and the callback request needs one to be recorded on. */
export const TEST_LEAD_ID = 'test';

/**
 * The HTTP client of test mode: nothing leaves the page, and every call is answered as a server that accepted it
 * would (the POST with a lead id, the PATCH with nothing), so the visitor's path is the real one to the end.
 */
export function testModeClient(): HttpClient {
  return async (method) => (method === 'POST' ? { id: TEST_LEAD_ID } : undefined);
}
