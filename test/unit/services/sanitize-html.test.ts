import { cleanHtml } from '../../../src/services/sanitize-html';

const sanitizeHtml = (html: string) => cleanHtml(html).html;

/** Parses sanitized HTML so tests look at elements and attributes, not at serialisation details. */
function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = sanitizeHtml(html);
  return root;
}

describe('sanitizeHtml', () => {
  it('gives an empty string for blank input', () => {
    expect(sanitizeHtml('   ')).toBe('');
  });

  it('keeps plain text', () => {
    expect(sanitizeHtml('Tarifs indicatifs, services de base compris.')).toBe('Tarifs indicatifs, services de base compris.');
  });

  it('removes a script element and its content', () => {
    const root = parse('<p>Offre</p><script>alert(1)</script>');
    expect([root.querySelector('script'), root.textContent]).toEqual([null, 'Offre']);
  });

  it('removes an event-handler attribute', () => {
    expect(parse('<a href="/rgpd" onclick="alert(1)">politique</a>').querySelector('a')?.hasAttribute('onclick')).toBe(false);
  });

  it('removes the onerror of an image trick', () => {
    expect(parse('<img src="x" onerror="alert(1)">').querySelector('[onerror]')).toBeNull();
  });

  it('removes every on* attribute, whatever its case', () => {
    const root = parse('<p onmouseover="a()" ONCLICK="b()"><strong onfocus="c()">Offre</strong></p>');
    const attributes = Array.from(root.querySelectorAll('*')).flatMap((element) => element.getAttributeNames());
    expect(attributes.filter((name) => name.toLowerCase().startsWith('on'))).toEqual([]);
  });

  it('removes a javascript: link target', () => {
    expect(parse('<a href="javascript:alert(1)">lien</a>').querySelector('a')?.getAttribute('href') ?? null).toBeNull();
  });

  it('removes a javascript: link target hidden by case and spaces', () => {
    expect(parse('<a href=" JaVaScRiPt:alert(1)">lien</a>').querySelector('a')?.getAttribute('href') ?? null).toBeNull();
  });

  it('removes a data: link target', () => {
    expect(parse('<a href="data:text/html,<script>alert(1)</script>">lien</a>').querySelector('a')?.getAttribute('href') ?? null).toBeNull();
  });

  it('removes a style attribute', () => {
    expect(parse('<p style="color: red">Offre</p>').querySelector('p')?.hasAttribute('style')).toBe(false);
  });

  it('removes a style element', () => {
    expect(parse('<style>body { display: none }</style><p>Offre</p>').querySelector('style')).toBeNull();
  });

  it('removes an iframe', () => {
    expect(parse('<iframe src="https://exemple.fr"></iframe>').querySelector('iframe')).toBeNull();
  });

  it('keeps a relative link', () => {
    expect(parse('<a href="/confidentialite">politique</a>').querySelector('a')?.getAttribute('href')).toBe('/confidentialite');
  });

  it('keeps an https link with its text', () => {
    const link = parse('J’accepte la <a href="https://exemple.fr/rgpd">politique de confidentialité</a>.').querySelector('a');
    expect([link?.getAttribute('href'), link?.textContent]).toEqual(['https://exemple.fr/rgpd', 'politique de confidentialité']);
  });

  it('keeps mailto: and tel: links', () => {
    const root = parse('<a href="mailto:contact@exemple.fr">e-mail</a> <a href="tel:+33100000000">téléphone</a>');
    expect(Array.from(root.querySelectorAll('a'), (a) => a.getAttribute('href'))).toEqual(['mailto:contact@exemple.fr', 'tel:+33100000000']);
  });

  it('keeps <strong> and <em>', () => {
    const root = parse('<p><strong>Offre du moment</strong> : <em>frais de dossier offerts</em>.</p>');
    expect([root.querySelector('strong')?.textContent, root.querySelector('em')?.textContent]).toEqual(['Offre du moment', 'frais de dossier offerts']);
  });

  it('keeps lists', () => {
    const root = parse('<ul><li>Restaurant</li><li>Piscine</li></ul><ol><li>Un</li></ol>');
    expect([root.querySelectorAll('ul > li').length, root.querySelectorAll('ol > li').length]).toEqual([2, 1]);
  });

  it('adds rel="noopener noreferrer" to a link opening a new tab', () => {
    expect(parse('<a href="https://exemple.fr" target="_blank">site</a>').querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('replaces a weaker rel on a link opening a new tab', () => {
    expect(parse('<a href="https://exemple.fr" target="_blank" rel="opener">site</a>').querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps the target of a link opening a new tab', () => {
    expect(parse('<a href="https://exemple.fr" target="_blank">site</a>').querySelector('a')?.getAttribute('target')).toBe('_blank');
  });

  it('adds no rel to a link opening in the same tab', () => {
    expect(parse('<a href="/rgpd">politique</a>').querySelector('a')?.hasAttribute('rel')).toBe(false);
  });

  it('removes a class attribute, which could pick up widget styles', () => {
    expect(parse('<p class="qw-button">Offre</p>').querySelector('p')?.hasAttribute('class')).toBe(false);
  });
});

describe('cleanHtml', () => {
  it('names what it takes out, each part once, as the editor wrote it', () => {
    const { removed } = cleanHtml('<p onclick="go()">Jardin</p><img src="a.jpg"><img src="b.jpg"><script>alert(1)</script><a href="javascript:alert(1)">lien</a>');
    expect([...removed].sort()).toEqual(['<img>', '<script>', 'href="javascript:alert(1)"', 'onclick']);
  });

  it('names nothing when all it is given may stay, a link opening a new tab included', () => {
    expect(cleanHtml('<p><strong>Offre</strong> : <a href="/offres" target="_blank">voir</a></p><ul><li>un</li></ul>').removed).toEqual([]);
  });

  it('names a script or a style at the very start, which a parser would move out of the text', () => {
    expect(cleanHtml('<style>p { color: red }</style><script>track()</script><p>Offre</p>').removed).toEqual(['<style>', '<script>']);
  });

  it('keeps the white space a text starts with', () => {
    expect(cleanHtml(' <em>Offre</em>').html).toBe(' <em>Offre</em>');
  });

  it('does not count a comment as content taken away', () => {
    expect(cleanHtml('<!-- bloc du CMS --><p>Offre</p>').removed).toEqual([]);
  });

  it('keeps a word of its own in angle brackets as text beside tags, and still takes out an element it does not allow', () => {
    const { html, removed } = cleanHtml('<p>Studio <b>avec jardin</b> <privatif>, <bâtiment> neuf</p><font>vu</font><video></video>');
    const root = document.createElement('div');
    root.innerHTML = html;
    expect(root.textContent).toBe('Studio avec jardin <privatif>, <bâtiment> neufvu');
    expect(root.querySelector('b')?.textContent).toBe('avec jardin');
    expect([...removed].sort()).toEqual(['<font>', '<video>']);
    expect(cleanHtml('<p>Un mot <ª> que le DOM refuse comme nom</p>').html).toBe('<p>Un mot &lt;ª&gt; que le DOM refuse comme nom</p>');
  });

  it('takes a word in angle brackets for markup when it is closed, or beside SVG or MathML', () => {
    expect(cleanHtml('<p><maison>Jardin</maison></p>')).toEqual({ html: '<p>Jardin</p>', removed: ['<maison>'] });
    expect(cleanHtml('<p>Plan</p><svg><desc>x</desc></svg>').html).toBe('<p>Plan</p>');
    expect(cleanHtml('<math><mtext><mglyph>Plan</mglyph></mtext></math>').html).not.toContain('mglyph');
  });

  it('keeps a bracketed word as text when only a longer word is closed after it', () => {
    const root = document.createElement('div');
    root.innerHTML = cleanHtml('<p>Accès <priv> au <privatif>jardin</privatif></p>').html;
    expect(root.textContent).toBe('Accès <priv> au jardin');
  });

  it('shortens a long refused address', () => {
    const [part] = cleanHtml(`<a href="javascript:${'x'.repeat(80)}">lien</a>`).removed;
    expect(part).toBe(`href="javascript:${'x'.repeat(28)}…"`);
  });
});
