import { i18n } from '../i18n/i18n';

/**
 * Index of the first character where `text` stops being JSON (its length when it ends too early). Browsers word
 * their parse errors differently and some give no position at all, so the place is found here, the same way
 * everywhere.
 */
export function jsonErrorIndex(text: string): number {
  let at = 0;
  const fail = (): never => {
    throw at;
  };
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at])) at++;
  };
  const expect = (char: string) => (text[at] === char ? at++ : fail());
  const string = () => {
    expect('"');
    while (at < text.length && text[at] !== '"') {
      if (text.charCodeAt(at) < 0x20) fail();
      at += text[at] === '\\' ? 2 : 1;
    }
    expect('"');
  };
  const list = (close: string, item: () => void) => {
    at++;
    space();
    if (text[at] === close) return at++;
    for (;;) {
      item();
      space();
      if (text[at] === close) return at++;
      expect(',');
      space();
    }
  };
  const value = (): void => {
    space();
    const char = text[at];
    if (char === '{') list('}', () => (string(), space(), expect(':'), value()));
    else if (char === '[') list(']', value);
    else if (char === '"') string();
    else {
      const word = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(at));
      if (!word) fail();
      at += word![0].length;
    }
  };
  try {
    value();
    space();
    return at;
  } catch (index) {
    return index as number;
  }
}

function hintAt(text: string, index: number): string {
  const char = text[index] ?? '';
  if ('“”‘’«»„'.includes(char) && char !== '') return i18n._('config.json.hint.curly');
  if ((char === '}' || char === ']') && text.slice(0, index).trimEnd().endsWith(',')) return i18n._('config.json.hint.comma', { bracket: char });
  // The page's HTML parser ends the script at the first </script>, even inside a JSON text: what is left ends too
  // early, and the rest of the configuration shows on the page as text.
  if (index === text.length && /<script\b/i.test(text)) return i18n._('config.json.hint.scriptEnd');
  return i18n._('config.json.hint.general');
}

/** Why the script `#id` is not JSON, for an editor: the line within the script, that line, and what to change. */
export function describeJsonError(id: string, text: string): string {
  if (text.trim() === '') return i18n._('config.json.empty', { id });
  const index = jsonErrorIndex(text);
  const before = text.slice(0, index).split('\n');
  const line = text.split('\n')[before.length - 1];
  // A long line (a whole residence on one line) is cut around the mistake.
  const column = before[before.length - 1].length;
  const start = Math.max(0, column - 40);
  const end = column + 40;
  const excerpt = `${start > 0 ? '…' : ''}${line.slice(start, end)}${end < line.length ? '…' : ''}`.trim();
  return i18n._('config.json.invalid', { id, line: before.length, excerpt, hint: hintAt(text, index) });
}
