/**
 * A stand-in for toposort, which yup's object schema calls to order fields that depend on each other (refs,
 * when()). The same depth-first order as toposort, in a fraction of its size; tested against it in
 * test/unit/vendor. rollup.config.mjs routes `toposort` here in the script-tag bundle.
 */
function sortNodes<T>(nodes: readonly T[], edges: ReadonlyArray<readonly [T, T]>): T[] {
  const outgoing = new Map<T, T[]>();
  for (const [from, to] of edges) {
    if (!nodes.includes(from) || !nodes.includes(to)) throw new Error('Unknown node. There is an unknown node in the supplied edges.');
    const targets = outgoing.get(from) ?? [];
    if (!targets.includes(to)) targets.push(to);
    outgoing.set(from, targets);
  }
  const sorted: T[] = new Array<T>(nodes.length);
  let cursor = nodes.length;
  const visited = new Set<T>();
  const visit = (node: T, trail: Set<T>) => {
    if (trail.has(node)) throw new Error(`Cyclic dependency, node was:${JSON.stringify(node)}`);
    if (visited.has(node)) return;
    visited.add(node);
    const targets = outgoing.get(node) ?? [];
    trail.add(node);
    for (let index = targets.length; index--; ) visit(targets[index], trail);
    trail.delete(node);
    sorted[--cursor] = node;
  };
  for (let index = nodes.length; index--; ) visit(nodes[index], new Set());
  return sorted;
}

const toposort = Object.assign(<T>(edges: ReadonlyArray<readonly [T, T]>) => sortNodes([...new Set(edges.flat())], edges), { array: sortNodes });
export default toposort;
