import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkFigures, median, medians, sizeLine } from './report.mjs';

const figures = (values) => ({ step0: 100, hover: null, filter: 24, ...values });

describe('the bench report', () => {
  it('takes the middle run, and the lower middle one of an even count', () => {
    assert.equal(median([300, 100, 200]), 200);
    assert.equal(median([40, 10, 30, 20]), 20);
  });

  it('counts "under 16 ms" as the smallest value', () => {
    assert.equal(median([24, null, null]), null);
    assert.equal(median([null, 32, 24]), 24);
    assert.deepEqual(medians([figures({ hover: 24 }), figures({ hover: null }), figures({ hover: 40 })]), figures({ hover: 24 }));
  });

  it('prints ratios to bare React, gaps in ms and ≤16 for what the browser did not report', () => {
    const widget = { step0: 412.4, step0PositionsKept: 330, hover: 24, mapHover: null, filter: 48, clickToForm: 120, formTyping: null };
    const bare = { step0: 240, step0PositionsKept: 220, hover: null, filter: 40 };
    const plain = { step0: 43, hover: null, filter: null };
    assert.equal(
      sizeLine(1000, { widget, bare, plain }, 105),
      '[QuoteWizard] bench 1000 residences · step 0 412 ms (bare React 240 ×1.72, static 43) · positions kept 330 ms (bare React 220 ×1.50) · hover 24 ms (bare React ≤16, +≥8; static ≤16) · map hover ≤16 ms · filter 48 ms (bare React 40, +8; static ≤16) · click→form 120 ms (×1.14 of 32) · form typing ≤16 ms',
    );
  });

  it('fails a visit whose timed figure is missing, not one whose events stayed under 16 ms', () => {
    assert.doesNotThrow(() => checkFigures(figures({}), 'widget'));
    assert.throws(() => checkFigures(figures({ step0: undefined }), 'widget'), /no step0 figure/);
    assert.throws(() => checkFigures(figures({ step0PositionsKept: Number.NaN }), 'widget'), /no step0PositionsKept figure/);
    assert.throws(() => checkFigures(figures({ filter: Number.NaN }), 'widget'), /no filter figure/);
  });
});
