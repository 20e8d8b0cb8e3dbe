import { badgesOf, type BadgeTexts } from '../domain/badges';
import { placeOf, type Residence } from '../domain/residence';

/**
 * The DOM of one list entry, cloned for each residence (a clone is far cheaper than building each one); `image`
 * gives it an image without its address, for the residences that have one.
 */
function prototypeRow(doc: Document, image: boolean): HTMLLIElement {
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
  button.append(image ? entryImage(doc) : noImage(doc), text, arrow);
  return item;
}

/** An entry's image without its address. Attributes rather than properties: a clone copies only attributes. */
function entryImage(doc: Document): HTMLImageElement {
  const image = doc.createElement('img');
  image.className = 'qw-entry__image';
  image.alt = '';
  image.setAttribute('loading', 'lazy');
  image.setAttribute('decoding', 'async');
  return image;
}

/** The grey box that stands for a residence without an image (or whose image failed). */
export function noImage(doc: Document): HTMLSpanElement {
  const none = doc.createElement('span');
  none.className = 'qw-entry__image qw-entry__image--none';
  none.setAttribute('aria-hidden', 'true');
  return none;
}

/**
 * Names an entry's button after what it shows (name, place, badges, the chosen mark), as its text would. The
 * browser leaves an entry far from the screen out of what it draws, and then out of the accessibility tree too,
 * text included: a name of its own keeps every entry named for a screen reader, drawn or not. `shown`: those texts
 * in order, when the caller has just written them; otherwise they are read back from the entry.
 */
export function nameEntry(button: HTMLButtonElement, shown = Array.from(button.querySelector('.qw-entry__text')?.children ?? [], (part) => part.textContent ?? '')) {
  button.setAttribute('aria-label', shown.map((part) => part.trim()).filter(Boolean).join(' '));
}

function addBadge(text: HTMLElement, label: string) {
  const badge = text.appendChild(text.ownerDocument.createElement('span'));
  badge.className = 'qw-badge';
  badge.textContent = label;
}

/**
 * The list entries of `residences`, in order: a button per residence with its image, name, place and its
 * badges. Badges sit inside the button, so they are part of its accessible name.
 * Text goes in as text (never as HTML). Each button carries `data-id`; `images` holds the entries' images, with
 * their residences.
 */
export function buildResidenceRows(doc: Document, residences: readonly Residence[], texts: BadgeTexts) {
  // Cloning an entry that already holds its image costs a thousand entries about a third less, on a slow phone,
  // than putting a new image in each; reading the label back from the entry's text cost another sixth.
  const withImage = prototypeRow(doc, true);
  const withoutImage = prototypeRow(doc, false);
  const buttons = new Map<string, HTMLButtonElement>();
  const images = new Map<HTMLImageElement, Residence>();
  const items = residences.map((residence) => {
    const item = (residence.image ? withImage : withoutImage).cloneNode(true) as HTMLLIElement;
    const button = item.firstChild as HTMLButtonElement;
    button.dataset.id = residence.id;
    const [box, text] = button.children as unknown as [HTMLElement, HTMLElement];
    const shown = [residence.name, placeOf(residence)];
    (text.children[0] as HTMLElement).textContent = shown[0];
    (text.children[1] as HTMLElement).textContent = shown[1];
    for (const badge of badgesOf(residence, texts)) {
      addBadge(text, badge);
      shown.push(badge);
    }
    nameEntry(button, shown);
    if (residence.image) {
      (box as HTMLImageElement).src = residence.image;
      images.set(box as HTMLImageElement, residence);
    }
    buttons.set(residence.id, button);
    return item;
  });
  return { items, buttons, images };
}

/**
 * Makes `list` hold the entries of `kept` (ids of `buttons`, which is in list order), in that order: takes the
 * others out, and puts back at most `limit` missing ones, the first in order. Returns whether some are still
 * missing.
 */
export function placeEntries(list: HTMLElement, buttons: ReadonlyMap<string, HTMLButtonElement>, kept: ReadonlySet<string>, limit: number): boolean {
  // The first entry in the list not yet passed: entries in the list are always in order, so each missing one goes
  // back just before it.
  let next = list.firstChild;
  let placed = 0;
  let missing = false;
  for (const [id, button] of buttons) {
    const item = button.parentElement as HTMLLIElement;
    const inList = item.parentNode === list;
    if (kept.has(id)) {
      if (inList) next = item.nextSibling;
      else if (placed < limit) {
        list.insertBefore(item, next);
        placed += 1;
      } else missing = true;
    } else if (inList) {
      next = item.nextSibling;
      item.remove();
    }
  }
  return missing;
}
