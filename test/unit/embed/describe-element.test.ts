import { describeElement } from '../../../src/embed/describe-element';

function element(html: string): Element {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.firstElementChild as Element;
}

describe('describeElement', () => {
  it('names an element by its id', () => {
    expect(describeElement(element('<div id="devis" class="bloc" data-quote-wizard></div>'))).toBe('<div id="devis">');
  });

  it('names an element without id by its classes', () => {
    expect(describeElement(element('<section class="quote large"></section>'))).toBe('<section class="quote large">');
  });

  it('names an editor’s container by its attribute when it has neither', () => {
    expect(describeElement(element('<ul data-quote-wizard></ul>'))).toBe('<ul data-quote-wizard>');
  });

  it('gives the bare tag otherwise', () => {
    expect(describeElement(element('<article></article>'))).toBe('<article>');
  });
});
