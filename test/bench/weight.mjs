// What the script tag costs to download: every JavaScript file the widget's pages loaded from /dist/, gzipped.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const DIST = new URL('../../dist/', import.meta.url);

/** Gzip size (level 9) in bytes of a file of dist/. */
export const gzipSize = (file) => gzipSync(readFileSync(fileURLToPath(new URL(file, DIST))), { level: 9 }).length;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * `[QuoteWizard] bench weight · quote-wizard.js 114.5 KB · total 114.5 KB gzip (…)`, files in the order loaded,
 * then the floors: bare React, and every library the widget uses with none of its own code.
 */
export function weightLine(files, bareReactGzip, librariesGzip) {
  const sizes = files.map((file) => [file, gzipSize(file)]);
  const total = sizes.reduce((sum, [, size]) => sum + size, 0);
  return `[QuoteWizard] bench weight · ${sizes.map(([file, size]) => `${file} ${kb(size)}`).join(' · ')} · total ${kb(total)} gzip (level 9; the bare React floor: ${kb(bareReactGzip)}; the widget's libraries alone: ${kb(librariesGzip)})`;
}
