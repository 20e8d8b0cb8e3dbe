import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import ts from 'typescript';
// The checker's instance: the widget's catalog with the checker's added, so that every id of both is read.
import { i18n } from '../../../src/cli/checker-i18n';

const SRC = join(__dirname, '..', '..', '..', 'src');
const readPo = (name: string) => readFileSync(join(SRC, 'i18n', 'locales', 'fr', `${name}.po`), 'utf8');
/** The widget's catalog, which the browser loads, and the command-line checker's own, added to it there. */
const WIDGET_PO = readPo('messages');
const CHECKER_PO = readPo('checker');
const PO = `${WIDGET_PO}\n${CHECKER_PO}`;
const idsOf = (po: string) => Array.from(po.matchAll(/^msgid "(.+)"$/gm), (match) => match[1]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !path.includes(join('i18n', 'locales')) ? [path] : [];
  });
}

const sources = sourceFiles(SRC).map((path) => ({ path: path.slice(SRC.length + 1), text: readFileSync(path, 'utf8') }));
const catalogIds = idsOf(PO);
const NAMESPACES = [...new Set(catalogIds.map((id) => id.split('.')[0]))];
/** Every quoted literal of these sources shaped like a message id of one of the catalogs' namespaces. */
const idsUsedIn = (files: typeof sources) =>
  [...new Set(files.flatMap(({ text }) => Array.from(text.matchAll(/'([a-zA-Z]+\.[\w.]+)'/g), (match) => match[1])))].filter((id) => NAMESPACES.includes(id.split('.')[0]));
const inCli = ({ path }: { path: string }) => path.startsWith(`cli${sep}`);
const usedIds = idsUsedIn(sources);

describe('the French catalog', () => {
  it('has a message for every id the code uses', () => {
    expect(usedIds.length).toBeGreaterThan(50);
    expect(usedIds.filter((id) => !catalogIds.includes(id))).toEqual([]);
  });

  it('has no message the code never uses', () => {
    expect(catalogIds.filter((id) => !usedIds.includes(id))).toEqual([]);
  });

  it('keeps the command line’s own sentences out of the catalog the browser loads, and only those', () => {
    const browserIds = idsUsedIn(sources.filter((source) => !inCli(source)));
    const cliOnlyIds = idsUsedIn(sources.filter(inCli)).filter((id) => !browserIds.includes(id));
    expect(cliOnlyIds.length).toBeGreaterThan(0);
    expect(idsOf(WIDGET_PO).filter((id) => cliOnlyIds.includes(id))).toEqual([]);
    expect(idsOf(CHECKER_PO).filter((id) => !cliOnlyIds.includes(id))).toEqual([]);
  });

  it('translates every id into French, not into the id itself', () => {
    const untranslated = catalogIds.filter((id) => {
      const text = i18n._(id, { count: 2, number: 2, title: 'x', name: 'x', region: 'x', amount: '1 250', label: 'T1' });
      return text === id || text.trim() === '';
    });
    expect(untranslated).toEqual([]);
  });

  it('leaves no word written straight into a component', () => {
    // JSX text nodes that hold a word are visible text that bypassed the catalog (symbols such as × are fine).
    const literal = sources
      .filter(({ path }) => path.endsWith('.tsx'))
      .flatMap(({ path, text }) => {
        const found: string[] = [];
        const visit = (node: ts.Node) => {
          if (node.kind === ts.SyntaxKind.JsxText && /\p{L}{2,}/u.test(node.getText())) found.push(`${path}: ${node.getText().trim()}`);
          ts.forEachChild(node, visit);
        };
        visit(ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX));
        return found;
      });
    expect(literal).toEqual([]);
  });

  it('follows French typography: curly apostrophes, a no-break space before ? : ; !, inside « » and before a unit', () => {
    const texts = Array.from(PO.matchAll(/^msgstr "(.*)"$/gm), (match) => match[1]).filter((text) => text !== '');
    // ICU arguments ({count, plural, …}) are code, not text: only the words around them are checked.
    const words = texts.map((text) => text.replace(/\{[a-z]+, (plural|select)/g, '{'));
    expect(words.filter((text) => text.includes("'"))).toEqual([]);
    expect(words.filter((text) => /(^|[^\u00a0\u202f])[?:;!](\s|$)/.test(text))).toEqual([]);
    expect(words.filter((text) => /«(?![\u00a0\u202f])|(?<![\u00a0\u202f])»/.test(text))).toEqual([]);
    // « 48 h », « 1 250 € »: a unit never sticks to its number, nor leaves it for the next line. What an editor
    // would type into the configuration, between straight quotes, is shown as typed.
    const prose = words.map((text) => text.replace(/\\"[^"]*\\"/g, ''));
    expect(prose.filter((text) => /\d ?(h|min|km|€)(?!\p{L})/u.test(text))).toEqual([]);
  });
});
