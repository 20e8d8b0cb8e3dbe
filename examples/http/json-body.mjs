import { Problem } from './problem.mjs';

/** Largest body accepted: a lead is well under 1 KB. */
export const MAX_BODY_BYTES = 16 * 1024;
/** A lead and its patch are flat objects; a little room above that, and deep nesting is refused unparsed. */
export const MAX_JSON_DEPTH = 4;

export const JSON_TYPE = 'application/json';
export const MERGE_PATCH_TYPE = 'application/merge-patch+json';

// The media type itself, optionally with charset=utf-8 (the only charset JSON has): nothing else, no other parameter.
const EXACT = {
  [JSON_TYPE]: /^application\/json(?:[ \t]*;[ \t]*charset=(?:utf-8|"utf-8"))?$/i,
  [MERGE_PATCH_TYPE]: /^application\/merge-patch\+json(?:[ \t]*;[ \t]*charset=(?:utf-8|"utf-8"))?$/i,
};

/** True when brackets nest deeper than `max` outside strings: one pass, no parsing, no allocation. */
export function nestsDeeperThan(text, max) {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index += 1;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === 0x7d || code === 0x5d) depth -= 1;
  }
  return false;
}

async function parseJson(request, text) {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw new Problem(400, { name: 'json-depth', title: 'JSON nested too deeply', detail: `Objects and arrays may nest ${MAX_JSON_DEPTH} levels deep at most.` });
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new Problem(400, { name: 'invalid-json', title: 'The body is not valid JSON' });
  }
}

/** This scope reads JSON and JSON merge patches only, as text of at most MAX_BODY_BYTES (413 beyond). */
export function acceptJsonBodies(app) {
  app.removeAllContentTypeParsers();
  for (const type of [JSON_TYPE, MERGE_PATCH_TYPE]) app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: MAX_BODY_BYTES }, parseJson);
}

/** An onRequest hook: 415 for any Content-Type but `type` exactly, before a byte of the body is read. */
export function requireContentType(type) {
  return async (request) => {
    const header = request.headers['content-type'];
    if (typeof header !== 'string' || !EXACT[type].test(header.trim())) {
      throw new Problem(415, { name: 'content-type', title: 'Unsupported media type', detail: `Send ${type}, optionally with charset=utf-8.` });
    }
  };
}
