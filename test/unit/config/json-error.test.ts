import { describeJsonError, jsonErrorIndex } from '../../../src/config/json-error';

const script = (lines: string[]) => lines.join('\n');

describe('jsonErrorIndex', () => {
  it.each([
    ['{"a": 1,}', 8],
    ['[1, 2,]', 6],
    ['{“a”: 1}', 1],
    ['{"a": 1 "b": 2}', 8],
    ['{"a": 1', 7],
    ['{"a": tru}', 6],
    ['{"a": "x\ny"}', 8],
    ['{"a": [1, 2]} x', 14],
  ])('finds where %j stops being JSON', (text, index) => {
    expect(() => JSON.parse(text)).toThrow();
    expect(jsonErrorIndex(text)).toBe(index);
  });

  it('reaches the end of valid JSON', () => {
    const text = ' {"a": [true, false, null, -1.5e3, "\\"q\\""], "b": {}} ';
    expect(JSON.parse(text)).toBeDefined();
    expect(jsonErrorIndex(text)).toBe(text.length);
  });
});

describe('describeJsonError', () => {
  it('gives the line within the script, that line, and a hint about a trailing comma', () => {
    const text = script(['', '{', '  "residences": [', '    { "id": "lyon" },', '  ],', '}']);
    expect(describeJsonError('quote-wizard-config', text)).toBe(
      'le script de configuration #quote-wizard-config n’est pas du JSON valide, ligne 5 du script\u00a0: ], (virgule en trop avant ]\u00a0: supprimez-la)',
    );
  });

  it('recognises curly quotes, as a word processor types them', () => {
    const text = script(['{', '  "stayLink": “/sejour”', '}']);
    const message = describeJsonError('devis', text);
    expect(message).toContain('ligne 2 du script\u00a0: "stayLink": “/sejour”');
    expect(message).toContain('les guillemets typographiques “ ” ‘ ’ ou «\u00a0» ne sont pas acceptés');
  });

  it('accepts curly quotes inside a text, and points at the real mistake', () => {
    const text = script(['{', '  "disclaimer": "Nos “tarifs”"', '  "stayLink": "/sejour"', '}']);
    const message = describeJsonError('devis', text);
    expect(message).toContain('ligne 3 du script');
    expect(message).toContain('vérifiez les virgules et les guillemets droits');
  });

  it('cuts a long line around the mistake', () => {
    const message = describeJsonError('devis', `{"disclaimer": "${'x'.repeat(200)}" "a": 1, "stayLink": "${'y'.repeat(100)}"}`);
    expect(message).toContain(`ligne 1 du script\u00a0: …${'x'.repeat(38)}" "a": 1, "stayLink": "${'y'.repeat(19)}… (`);
  });

  it('tells a script the page cut at a </script> written in a text, and how to write it', () => {
    // What the browser leaves of `"description": "<p>Jardin</p><script src=x></script>", ...` in the page.
    const text = script(['{', '  "residences": [', '    { "id": "lyon", "description": "<p>Jardin</p><script src=x>']);
    const message = describeJsonError('devis', text);
    expect(message).toContain('ligne 3 du script');
    expect(message).toContain('une balise </script> dans un texte ferme le script de configuration avant la fin du JSON\u00a0: écrivez-la <\\/script>');
  });

  it('keeps the general hint for a script that merely ends early', () => {
    const message = describeJsonError('devis', script(['{', '  "residences": [', '    { "id": "lyon", "description": "<p>Jardin</p>" }']));
    expect(message).toContain('vérifiez les virgules et les guillemets droits');
    expect(message).not.toContain('</script>');
  });

  it('says an empty script is empty', () => {
    expect(describeJsonError('devis', ' \n ')).toBe('le script de configuration #devis est vide');
  });
});
