/**
 * A character reference escaped a second time (« &amp;eacute; »): a CMS template that escapes a title its editor
 * already escaped prints it so, and the visitor would read « R&eacute;sidence ».
 */
const ESCAPED_TWICE = /&amp;(#\d+|#x[\da-f]+|[a-z][a-z\d]*);/gi;

/** `text` with its references escaped twice read as escaped once, and the first of them as written, if any. */
export function undoDoubleEscaping(text: string): { text: string; first?: string } {
  const first = text.match(ESCAPED_TWICE)?.[0];
  return first === undefined ? { text } : { text: text.replace(ESCAPED_TWICE, '&$1;'), first };
}
