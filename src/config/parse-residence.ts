import { hasOffer } from '../domain/pricing';
import { HOUSING_LABELS, HOUSING_TYPES, type HousingType, type Prices, type Residence } from '../domain/residence';
import { i18n } from '../i18n/i18n';
import { undoDoubleEscaping } from './escaped-twice';
import { escapedTwiceProblem, plainTextProblems, readPlainText } from './plain-text';
import { readOpen } from './read-open';
import { readPrice } from './read-price';
import { isRecord, lacksScheme, readNumber, readText, readUrl } from './values';

/** Keys that give a position in degrees, where the widget wants percentages of its map. */
const GPS_KEYS = ['lat', 'lng', 'lon', 'latitude', 'longitude'];

const KNOWN_KEYS = new Set(['id', 'name', 'region', 'description', 'image', 'link', 'isOpen', 'position', 'prices', 'positionX', 'positionY', 'city', 'postalCode']);
/** A monthly price above this is a typing error (an extra zero), not a price. */
export const MAX_MONTHLY_PRICE = 20000;

/** `where` names the residence as an editor counts them (from 1), for every message about it. */
export type ResidenceResult = { residence?: Residence; problems: string[]; readonly where: string };

/** Where a problem lies, named only when a message needs it. */
type Where = () => string;

/** A percentage of the map, as a number or as a text with or without its sign (« 48,5 % »). */
function readPercent(value: unknown): number | undefined {
  const number = readNumber(typeof value === 'string' ? value.replace(/%\s*$/, '') : value);
  return number !== undefined && number >= 0 && number <= 100 ? number : undefined;
}

/** The housing type a price key names: the type itself or its label in the widget (T1 to T4), in any case. */
function housingTypeOf(key: string): HousingType | undefined {
  const named = key.trim().toLowerCase();
  return HOUSING_TYPES.find((type) => type === named || HOUSING_LABELS[type].toLowerCase() === named);
}

function readPrices(raw: unknown, where: Where, problems: string[]): Prices {
  const prices: Prices = {};
  if (raw === undefined || raw === null) return prices;
  if (!isRecord(raw)) {
    problems.push(i18n._('config.prices.notObject', { where: where(), example: '{"studio": 1250}' }));
    return prices;
  }
  // Editors write « T1 », as the widget shows the types, or « Studio »: read as the key they mean. The first key
  // for a type is read, and kept with its price for the messages to name as written; another is told, not read.
  const given = new Map<HousingType, [string, unknown]>();
  const unknown: string[] = [];
  for (const key of Object.keys(raw)) {
    const type = housingTypeOf(key);
    if (type === undefined) unknown.push(key);
    else if (given.has(type)) problems.push(i18n._('config.prices.twice', { where: where(), key, type }));
    else given.set(type, [key, raw[key]]);
  }
  for (const type of HOUSING_TYPES) {
    const [key, value] = given.get(type) ?? [type, undefined];
    // Missing, null, 0 or empty all mean "no price for that type".
    if (value === undefined || value === null || value === 0 || value === '' || value === '0') continue;
    const read = readPrice(value);
    const shown = JSON.stringify(value);
    if (read === undefined) {
      if (typeof value !== 'string' || value.trim() !== '') problems.push(i18n._('config.prices.notNumber', { where: where(), type: key, value: shown }));
    } else if (read.price < 0 || read.price > MAX_MONTHLY_PRICE) {
      problems.push(i18n._('config.prices.implausible', { where: where(), type: key, value: shown }));
    } else if (read.price > 0) {
      if (read.ambiguous) problems.push(i18n._('config.prices.ambiguous', { where: where(), type: key, value: shown, amount: String(read.price) }));
      prices[type] = Math.round(read.price * 100) / 100;
    }
  }
  if (unknown.length > 0) problems.push(i18n._('config.prices.unknownKeys', { where: where(), keys: unknown.join(', '), expected: HOUSING_TYPES.join(', ') }));
  return prices;
}

function nameResidence(index: number, name: string | undefined, id: string | undefined): string {
  const number = index + 1;
  if (name !== undefined) return i18n._('config.residence.named', { number, name });
  const unnamed = i18n._('config.residence.unnamed', { number });
  return id === undefined ? unnamed : `${unnamed} (id ${id})`;
}

// Named on first use, then kept: the residences of a correct list need no name, and naming a thousand of them
// through the catalog would cost a slow phone tens of milliseconds before the list shows.
function whereOf(index: number, name: string | undefined, id: string | undefined): Where {
  let named: string | undefined;
  return () => (named ??= nameResidence(index, name, id));
}

/**
 * Checks one residence of the configuration; `residence` is absent when it cannot be used. `view`: the page's
 * window, which reads the character references and the tags in its texts (none on a server).
 */
export function parseResidence(raw: unknown, index: number, view?: Window & typeof globalThis): ResidenceResult {
  const problems: string[] = [];
  if (!isRecord(raw)) {
    const where = nameResidence(index, undefined, undefined);
    return { where, problems: [i18n._('config.residence.notObject', { where })] };
  }
  const id = readText(raw.id);
  const nameRead = readPlainText(raw.name, view);
  const name = nameRead.text;
  const where = whereOf(index, name, id);
  // A residence left out is still read to the end: its editor then sees every problem it has in one pass, rather
  // than one more each time the page is reloaded.
  for (const [key, value] of [['id', id], ['name', name]] as const) {
    if (value === undefined) problems.push(i18n._('config.residence.missing', { where: where(), key }));
  }
  problems.push(...plainTextProblems('name', nameRead, where));
  const position = isRecord(raw.position) ? raw.position : raw;
  const positionX = readPercent(position.positionX);
  const positionY = readPercent(position.positionY);
  const example = '{"positionX": 48.5, "positionY": 27.1}';
  const unplaced = positionX === undefined || positionY === undefined;
  // A position written as one text (« "28, 30" ») or as a list is quoted back to the editor rather than read: its
  // two numbers could as well be a latitude and a longitude, which read as percentages would misplace it.
  if (unplaced && raw.position != null && !isRecord(raw.position)) {
    problems.push(i18n._('config.residence.positionShape', { where: where(), example, given: JSON.stringify(raw.position) }));
  } else if (unplaced && GPS_KEYS.some((key) => key in position)) {
    problems.push(i18n._('config.residence.positionGps', { where: where(), example }));
  } else {
    for (const [field, value] of [['positionX', positionX], ['positionY', positionY]] as const) {
      if (value !== undefined) continue;
      const given = position[field];
      problems.push(given == null ? i18n._('config.residence.missing', { where: where(), key: `position.${field}` }) : i18n._('config.residence.position', { where: where(), field, value: JSON.stringify(given) }));
    }
  }

  const regionRead = readPlainText(raw.region, view);
  const region = regionRead.text;
  if (region === undefined) problems.push(i18n._('config.residence.noRegion', { where: where() }));
  problems.push(...plainTextProblems('region', regionRead, where));
  const isOpen = readOpen(raw.isOpen);
  if (raw.isOpen !== undefined && isOpen === undefined) problems.push(i18n._('config.residence.isOpen', { where: where() }));
  const [image, link] = (['image', 'link'] as const).map((key) => {
    const read = readUrl(raw[key]);
    if (raw[key] != null && raw[key] !== '' && read === undefined) problems.push(i18n._('config.residence.url', { where: where(), key }));
    if (read !== undefined && lacksScheme(raw[key])) problems.push(i18n._('config.residence.noScheme', { where: where(), key, value: JSON.stringify(raw[key]), url: read }));
    return read;
  });
  if (raw.description != null && typeof raw.description !== 'string') problems.push(i18n._('config.residence.text', { where: where(), key: 'description' }));
  const description = undoDoubleEscaping(typeof raw.description === 'string' ? raw.description.trim() : '');
  if (description.first !== undefined) problems.push(escapedTwiceProblem(where(), 'description', description.first));
  const unknown = Object.keys(raw).filter((key) => !KNOWN_KEYS.has(key));
  if (unknown.length > 0) problems.push(i18n._('config.residence.unknownKeys', { where: where(), keys: unknown.join(', ') }));

  const residence: Residence = {
    id: id ?? '',
    name: name ?? '',
    region: region ?? '',
    description: description.text,
    isOpen: isOpen ?? true,
    position: { positionX: positionX ?? 0, positionY: positionY ?? 0 },
    prices: readPrices(raw.prices, where, problems),
  };
  if (!hasOffer(residence)) problems.push(i18n._('config.prices.noOffer', { where: where() }));
  for (const key of ['city', 'postalCode'] as const) {
    const read = readPlainText(raw[key], view);
    if (read.text !== undefined) residence[key] = read.text;
    else if (raw[key] != null && raw[key] !== '' && read.tags.length === 0) problems.push(i18n._('config.residence.text', { where: where(), key }));
    problems.push(...plainTextProblems(key, read, where));
  }
  // A French postcode has five digits; four are one whose leading zero a number field or a spreadsheet dropped
  // (« 6000 » for Nice's 06000), which would show as such and which a search for « 06 » would miss.
  const code = residence.postalCode;
  if (code && /^\d{4}$/.test(code)) {
    problems.push(i18n._('config.residence.postalCodeZero', { where: where(), code }));
    residence.postalCode = `0${code}`;
  }
  if (image !== undefined) residence.image = image;
  if (link !== undefined) residence.link = link;
  const usable = id !== undefined && name !== undefined && positionX !== undefined && positionY !== undefined;
  const result: ResidenceResult = {
    problems,
    get where() {
      return where();
    },
  };
  if (usable) result.residence = residence;
  return result;
}
