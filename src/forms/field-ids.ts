/** Ids shared by a control, its hint and its error, so label, summary and assistive technology agree. */
export function fieldIds(base: string) {
  return { control: base, hint: `${base}-hint`, error: `${base}-error` };
}

/** aria-describedby from the parts present, or undefined. */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(' ') : undefined;
}
