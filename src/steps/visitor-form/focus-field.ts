/** Focuses a field named by a summary link: a text control, or the chosen (else first) radio of a fieldset. */
export function focusField(form: HTMLFormElement, id: string): void {
  const root = form.getRootNode() as Document | ShadowRoot;
  const target = root.getElementById(id);
  if (!target) return;
  const control = target instanceof HTMLFieldSetElement ? (target.querySelector<HTMLElement>('input:checked') ?? target.querySelector<HTMLElement>('input') ?? target) : target;
  control.focus();
  control.scrollIntoView?.({ block: 'center' });
}
