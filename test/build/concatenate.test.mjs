// The script-tag file is made of pieces minified apart (React's first part, then the widget): joined, it must start
// with Chromium's compile hint once and keep a source map that still leads each piece back to its sources.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decode, encode } from '@jridgewell/sourcemap-codec';
import { COMPILE_HINT } from '../../src/build/browser-bundling.mjs';
import { concatenate } from '../../src/build/concatenate.mjs';

/** A minified piece as terser writes it: the hint, then code whose every line maps to `source`, line for line. */
function piece(source, lines, name) {
  const code = [COMPILE_HINT, ...lines, `//# sourceMappingURL=${source}.map`].join('\n');
  const mappings = [[], ...lines.map((line, index) => [[0, 0, index, 0], [line.indexOf(name), 0, index, 4, 0]]), []];
  return { code, map: { version: 3, sources: [source], sourcesContent: [`// ${source}`], names: [name], mappings: encode(mappings) } };
}

/** The source, line, column and name a generated line and column lead back to. */
function origin(map, line, column) {
  const segment = decode(map.mappings)[line].find(([at]) => at === column);
  return segment && { source: map.sources[segment[1]], line: segment[2], column: segment[3], name: segment.length === 5 ? map.names[segment[4]] : undefined };
}

describe('concatenate', () => {
  const first = piece('react.js', ['var a=1;', 'var b=2;'], 'b');
  const second = piece('widget.js', ['let w=a+b;'], 'w');
  const { code, map } = concatenate(['{const s={};', first, '\n', second, '\n}\n']);
  const lines = code.split('\n');

  it('starts with the compile hint on a line of its own, once, and drops the pieces’ source map comments', () => {
    assert.equal(lines[0], COMPILE_HINT);
    assert.equal(code.split(COMPILE_HINT).length, 2);
    assert.doesNotMatch(code, /sourceMappingURL/);
    assert.deepEqual(lines, [COMPILE_HINT, '{const s={};var a=1;', 'var b=2;', 'let w=a+b;', '}', '']);
  });

  it('moves the first piece’s first line past the text written before it on that line', () => {
    assert.deepEqual(origin(map, 1, '{const s={};'.length), { source: 'react.js', line: 0, column: 0, name: undefined });
    assert.deepEqual(origin(map, 2, 'var '.length), { source: 'react.js', line: 1, column: 4, name: 'b' });
  });

  it('leads the later piece back to its own source and names, after the first piece’s', () => {
    assert.deepEqual(origin(map, 3, 'let '.length), { source: 'widget.js', line: 0, column: 4, name: 'w' });
    assert.deepEqual(map.sources, ['react.js', 'widget.js']);
    assert.deepEqual(map.sourcesContent, ['// react.js', '// widget.js']);
    assert.deepEqual(map.names, ['b', 'w']);
  });
});
