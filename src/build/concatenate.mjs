import { decode, encode } from '@jridgewell/sourcemap-codec';
import { COMPILE_HINT } from './browser-bundling.mjs';

const SOURCE_MAP_URL = /\n\/\/# sourceMappingURL=[^\n]*\n?$/;

/**
 * Joins minified pieces into one file that starts with Chromium's compile hint, on a line of its own, once:
 * `pieces` are plain text (written as is, on the current line) or `{ code, map }` outputs of rollup, each losing
 * its own hint line and its source map comment. The maps are joined too, each piece's lines and columns moved to
 * where it now stands; the caller writes the file's source map comment.
 */
export function concatenate(pieces) {
  const lines = [COMPILE_HINT, ''];
  const mappings = [[], []];
  const sources = [];
  const sourcesContent = [];
  const names = [];
  for (const piece of pieces) {
    const mapped = typeof piece !== 'string';
    let text = mapped ? piece.code.replace(SOURCE_MAP_URL, '') : piece;
    let decoded = mapped ? decode(piece.map.mappings) : [];
    if (mapped && text.startsWith(`${COMPILE_HINT}\n`)) {
      text = text.slice(COMPILE_HINT.length + 1);
      decoded = decoded.slice(1);
    }
    const sourceOffset = sources.length;
    const nameOffset = names.length;
    if (mapped) {
      sources.push(...piece.map.sources);
      sourcesContent.push(...(piece.map.sourcesContent ?? piece.map.sources.map(() => null)));
      names.push(...piece.map.names);
    }
    text.split('\n').forEach((line, index) => {
      const moved = (decoded[index] ?? []).map((segment) => {
        if (segment.length === 1) return segment;
        const [column, source, sourceLine, sourceColumn, name] = segment;
        const shifted = [column, source + sourceOffset, sourceLine, sourceColumn];
        return segment.length === 5 ? [...shifted, name + nameOffset] : shifted;
      });
      if (index === 0) {
        // The piece's first line goes on at the end of the current one.
        const start = lines.at(-1).length;
        lines[lines.length - 1] += line;
        mappings.at(-1).push(...moved.map(([column, ...rest]) => [column + start, ...rest]));
      } else {
        lines.push(line);
        mappings.push(moved);
      }
    });
  }
  return { code: lines.join('\n'), map: { version: 3, sources, sourcesContent, names, mappings: encode(mappings) } };
}
