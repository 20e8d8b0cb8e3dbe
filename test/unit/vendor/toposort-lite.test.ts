import toposort from '../../../src/vendor/toposort-lite';

type Edge = [string, string];
// toposort ships no types: the two calls yup makes, typed here.
const realToposort = require('toposort') as { (edges: Edge[]): string[]; array(nodes: string[], edges: Edge[]): string[] };
const cases: Array<[string, string[], Edge[]]> = [
  ['no edge (the widget\'s own schemas)', ['civility', 'firstName', 'lastName', 'email', 'rgpd'], []],
  ['one dependency', ['a', 'b', 'c'], [['a', 'b']]],
  ['a chain', ['a', 'b', 'c', 'd'], [['a', 'b'], ['b', 'c'], ['c', 'd']]],
  ['a diamond', ['a', 'b', 'c', 'd'], [['a', 'b'], ['a', 'c'], ['b', 'd'], ['c', 'd']]],
  ['repeated edges', ['x', 'y'], [['x', 'y'], ['x', 'y']]],
  ['two islands', ['p', 'q', 'r', 's'], [['q', 'p'], ['s', 'r']]],
];

describe('the toposort stand-in', () => {
  it.each(cases)('orders %s as toposort.array does', (_name, nodes, edges) => {
    expect(toposort.array(nodes, edges)).toEqual(realToposort.array(nodes, edges));
  });

  it('orders edges alone as toposort does', () => {
    const edges: Edge[] = [['a', 'b'], ['c', 'a'], ['b', 'd']];
    expect(toposort(edges)).toEqual(realToposort(edges));
  });

  it('refuses a cycle', () => {
    expect(() => toposort.array(['a', 'b'], [['a', 'b'], ['b', 'a']])).toThrow(/Cyclic dependency/);
  });

  it('refuses an edge to an unknown node', () => {
    expect(() => toposort.array(['a'], [['a', 'b']])).toThrow(/unknown node/);
  });
});
