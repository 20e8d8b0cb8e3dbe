import { HOUSING_TYPES, type Prices, type Residence } from '../domain/residence';
import { isRecord, readBoolean, readNumber, readText, readUrl } from './values';

const KNOWN_KEYS = new Set(['id', 'name', 'region', 'description', 'image', 'link', 'isOpen', 'position', 'prices', 'positionX', 'positionY']);
/** A monthly price above this is a typing error (an extra zero), not a price. */
export const MAX_MONTHLY_PRICE = 20000;

export type ResidenceResult = { residence?: Residence; problems: string[] };

function readPercent(value: unknown): number | undefined {
  const number = readNumber(value);
  return number !== undefined && number >= 0 && number <= 100 ? number : undefined;
}

function readPrices(raw: unknown, where: string, problems: string[]): Prices {
  const prices: Prices = {};
  if (raw === undefined || raw === null) {
    problems.push(`${where}: no "prices", so no housing type can be chosen`);
    return prices;
  }
  if (!isRecord(raw)) {
    problems.push(`${where}: "prices" must be an object like {"studio": 1250}`);
    return prices;
  }
  for (const type of HOUSING_TYPES) {
    const value = raw[type];
    // Missing, null, 0 or not a number all mean "no price for that type" (decisions.md section 3).
    if (value === undefined || value === null || value === 0 || value === '' || value === '0') continue;
    const price = readNumber(value);
    if (price === undefined) {
      if (typeof value !== 'string' || value.trim() !== '') problems.push(`${where}: prices.${type} ${JSON.stringify(value)} is not a number, ignored`);
    } else if (price < 0 || price > MAX_MONTHLY_PRICE) {
      problems.push(`${where}: prices.${type} ${price} is not a plausible monthly price, ignored`);
    } else if (price > 0) {
      prices[type] = Math.round(price * 100) / 100;
    }
  }
  const unknown = Object.keys(raw).filter((key) => !(HOUSING_TYPES as readonly string[]).includes(key));
  if (unknown.length > 0) problems.push(`${where}: unknown price key(s) ${unknown.join(', ')} (expected ${HOUSING_TYPES.join(', ')})`);
  return prices;
}

/** Checks one residence of the configuration; `residence` is absent when it cannot be used. */
export function parseResidence(raw: unknown, index: number): ResidenceResult {
  const problems: string[] = [];
  if (!isRecord(raw)) return { problems: [`residences[${index}] is not an object, left out`] };
  const id = readText(raw.id);
  const name = readText(raw.name);
  const where = `residences[${index}]${name ? ` "${name}"` : id ? ` (id ${id})` : ''}`;
  if (id === undefined) return { problems: [`${where}: no "id", left out`] };
  if (name === undefined) return { problems: [`${where}: no "name", left out`] };

  const position = isRecord(raw.position) ? raw.position : raw;
  const positionX = readPercent(position.positionX);
  const positionY = readPercent(position.positionY);
  if (positionX === undefined || positionY === undefined) {
    const field = positionX === undefined ? 'positionX' : 'positionY';
    return { problems: [`${where}: position.${field} ${JSON.stringify(position[field])} must be a number from 0 to 100, left out`] };
  }

  const region = readText(raw.region);
  if (region === undefined) problems.push(`${where}: no "region"`);
  const isOpen = readBoolean(raw.isOpen);
  if (raw.isOpen !== undefined && isOpen === undefined) problems.push(`${where}: "isOpen" must be true or false, taken as true`);
  const image = readUrl(raw.image);
  if (raw.image !== undefined && raw.image !== null && raw.image !== '' && image === undefined) problems.push(`${where}: "image" is not an http(s) or relative URL, ignored`);
  const link = readUrl(raw.link);
  if (raw.link !== undefined && raw.link !== null && raw.link !== '' && link === undefined) problems.push(`${where}: "link" is not an http(s) or relative URL, ignored`);
  if (raw.description != null && typeof raw.description !== 'string') problems.push(`${where}: "description" must be a string, ignored`);
  const unknown = Object.keys(raw).filter((key) => !KNOWN_KEYS.has(key));
  if (unknown.length > 0) problems.push(`${where}: unknown key(s) ${unknown.join(', ')}, ignored`);

  const residence: Residence = {
    id,
    name,
    region: region ?? '',
    description: typeof raw.description === 'string' ? raw.description.trim() : '',
    isOpen: isOpen ?? true,
    position: { positionX, positionY },
    prices: readPrices(raw.prices, where, problems),
  };
  if (image !== undefined) residence.image = image;
  if (link !== undefined) residence.link = link;
  return { residence, problems };
}
