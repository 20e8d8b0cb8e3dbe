/** Text as HTML shows it: the five characters markup gives a meaning to, written as entities. */
export function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
