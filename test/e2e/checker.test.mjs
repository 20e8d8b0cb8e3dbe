// The editors' checker, as an editor runs it: the built CLI on a page and on a JSON file, read from its output
// and exit code (the bin declared in package.json, not the sources).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURES = join(ROOT, 'test', 'e2e', 'fixtures', 'checker');
const BIN = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).bin['quote-wizard'];

function check(...args) {
  const run = spawnSync(process.execPath, [join(ROOT, BIN), ...args], { cwd: FIXTURES, encoding: 'utf8' });
  return { status: run.status, out: run.stdout, err: run.stderr };
}

describe('npx quote-wizard check FILE', () => {
  it('is the built dist/cli.mjs, run by Node', () => {
    assert.equal(BIN, 'dist/cli.mjs');
    assert.match(readFileSync(join(ROOT, BIN), 'utf8'), /^#!\/usr\/bin\/env node\n/);
  });

  it('prints every problem of every widget of a page, and exits 1 when one cannot start', () => {
    const { status, out, err } = check('check', 'page-with-problems.html');
    assert.equal(err, '');
    assert.equal(status, 1);
    assert.match(out, /^\[QuoteWizard\] Problèmes de configuration du simulateur de devis #devis \(il fonctionne malgré tout\)\u00a0:$/m);
    assert.match(out, /^- data-stay-link "javascript:alert\(1\)" n’est pas une adresse http\(s\) ou relative, ignoré$/m);
    assert.match(out, /^- résidence n°1 «\u00a0Les Terrasses\u00a0»\u00a0: prices\.one_room "1,640" est ambigu .*, lu comme 1640\u00a0€/m);
    assert.match(out, /^- résidence n°2 «\u00a0Le Domaine des Oliviers\u00a0»\u00a0: aucun prix T1, T2 ou T3 .*les visiteurs ne pourront pas obtenir de devis pour cette résidence$/m);
    assert.doesNotMatch(out, /prices\.studio/, 'a price written "1 250 €" is read without a word');
    assert.match(out, /^\[QuoteWizard\] Le simulateur de devis «\u00a0widget n°2\u00a0» ne peut pas démarrer\. Corrigez sa configuration\u00a0:$/m);
    assert.match(out, /#autre-config n’est pas du JSON valide, ligne 4 du script\u00a0: \{ "id": "rennes", "name": “La Villa des Lices”/);
    assert.match(out, /les guillemets typographiques “ ” ‘ ’ ou «\u00a0» ne sont pas acceptés/);
  });

  it('says a clean page is clean, and exits 0', () => {
    const { status, out, err } = check('check', 'clean-page.html');
    assert.deepEqual([status, out, err], [0, '[QuoteWizard] «\u00a0widget n°1\u00a0»\u00a0: Aucun problème de configuration.\n', '']);
  });

  it('checks a JSON file with the line numbers of the file', () => {
    const { status, out } = check('check', 'trailing-comma.json');
    assert.equal(status, 1);
    assert.match(out, /n’est pas du JSON valide, ligne 4 du script\u00a0: \],? \(virgule en trop avant \]\u00a0: supprimez-la\)/);
  });

  it("reads a template's escaped texts and finds their tags as the page does, in jsdom's window", () => {
    const { status, out } = check('check', 'texts-from-a-template.json');
    assert.equal(status, 0);
    const where = 'résidence n°1 «\u00a0Résidence des Terrasses\u00a0»\u00a0: ';
    assert.deepEqual(out.split('\n').filter((line) => line.startsWith('- ')), [
      `- ${where}«\u00a0name\u00a0» est échappé deux fois pour le HTML (&amp;eacute;)\u00a0; il est lu comme s’il ne l’était qu’une fois, mais corrigez le modèle qui l’écrit`,
      `- ${where}«\u00a0region\u00a0» contient des balises HTML (<b>), que les visiteurs voient telles quelles\u00a0; retirez-les`,
    ]);
  });

  it('explains its use when called wrongly, and exits 2', () => {
    assert.deepEqual(check(), { status: 2, out: '', err: '[QuoteWizard] utilisation\u00a0: npx -p quote-wizard -p jsdom quote-wizard check FICHIER (une page HTML ou la configuration JSON)\n' });
    const missing = check('check', 'absente.html');
    assert.equal(missing.status, 2);
    assert.match(missing.err, /^\[QuoteWizard\] absente\.html\u00a0: ENOENT/);
  });
});
