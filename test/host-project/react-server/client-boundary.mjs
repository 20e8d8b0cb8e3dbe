// Node module hooks that do what a React Server Components bundler (Next.js App Router) does with a module whose
// first statement is 'use client': its code is never run on the server; each export becomes a client reference
// that the server renders as a placeholder for the browser to fill. Any other module loads as usual.
const DIRECTIVE = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*['"]use client['"]/;

/** The names an ES module exports, from its `export { a as b }` and `export function|const` statements. */
function exportedNames(source) {
  const names = [];
  for (const [, list] of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const item of list.split(',').map((part) => part.trim()).filter(Boolean)) names.push(item.split(/\s+as\s+/).pop());
  }
  for (const [, name] of source.matchAll(/export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([\w$]+)/g)) names.push(name);
  return names;
}

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (result.format !== 'module' || result.source == null) return result;
  const source = String(result.source);
  if (!DIRECTIVE.test(source)) return result;
  const references = exportedNames(source).map(
    (name) => `export const ${name} = Object.freeze({ $$typeof: Symbol.for('react.client.reference'), $$id: ${JSON.stringify(`${url}#${name}`)} });`,
  );
  return { format: 'module', shortCircuit: true, source: references.join('\n') };
}
