import { placeOf, type Residence } from '../domain/residence';

export interface RowTexts {
  /** The 'Ouverture prochaine' badge. */
  soon: string;
}

/** The DOM of one list entry, cloned for each residence (a clone is far cheaper than building each one). */
function prototypeRow(doc: Document): HTMLLIElement {
  const item = doc.createElement('li');
  item.className = 'qw-list__item';
  const button = item.appendChild(doc.createElement('button'));
  button.type = 'button';
  button.className = 'qw-entry';
  const text = doc.createElement('span');
  text.className = 'qw-entry__text';
  for (const part of ['name', 'region']) text.appendChild(doc.createElement('span')).className = `qw-entry__${part}`;
  const arrow = doc.createElement('span');
  arrow.className = 'qw-entry__arrow';
  arrow.setAttribute('aria-hidden', 'true');
  arrow.textContent = '›';
  button.append(noImage(doc), text, arrow);
  return item;
}

/** The grey box that stands for a residence without an image (or whose image failed). */
export function noImage(doc: Document): HTMLSpanElement {
  const none = doc.createElement('span');
  none.className = 'qw-entry__image qw-entry__image--none';
  none.setAttribute('aria-hidden', 'true');
  return none;
}

/**
 * The list entries of `residences`, in order: a button per residence with its image, name, place and, when it
 * is not open yet, the badge. Text goes in as text (never as HTML). Each button carries `data-id`.
 */
export function buildResidenceRows(doc: Document, residences: readonly Residence[], texts: RowTexts) {
  const prototype = prototypeRow(doc);
  const buttons = new Map<string, HTMLButtonElement>();
  const items = residences.map((residence) => {
    const item = prototype.cloneNode(true) as HTMLLIElement;
    const button = item.firstChild as HTMLButtonElement;
    button.dataset.id = residence.id;
    const [box, text] = button.children as unknown as [HTMLElement, HTMLElement];
    (text.children[0] as HTMLElement).textContent = residence.name;
    (text.children[1] as HTMLElement).textContent = placeOf(residence);
    if (!residence.isOpen) {
      const badge = text.appendChild(doc.createElement('span'));
      badge.className = 'qw-badge';
      badge.textContent = texts.soon;
    }
    if (residence.image) {
      const image = doc.createElement('img');
      image.className = 'qw-entry__image';
      image.alt = '';
      image.loading = 'lazy';
      image.decoding = 'async';
      image.src = residence.image;
      box.replaceWith(image);
    }
    buttons.set(residence.id, button);
    return item;
  });
  return { items, buttons };
}
