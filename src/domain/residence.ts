/** The four housing types (T1 to T4), smallest first. */
export const HOUSING_TYPES = ['studio', 'one_room', 'two_room', 'three_room'] as const;
export type HousingType = (typeof HOUSING_TYPES)[number];

/** Short labels shown to visitors and sent to analytics (studio is T1 … three_room is T4). */
export const HOUSING_LABELS: Record<HousingType, string> = {
  studio: 'T1',
  one_room: 'T2',
  two_room: 'T3',
  three_room: 'T4',
};

export type Prices = Partial<Record<HousingType, number>>;

export interface Residence {
  id: string;
  name: string;
  region: string;
  /** Optional, shown with the region and searched: « saint etienne », « 33 » (the postal codes 33xxx). */
  city?: string;
  postalCode?: string;
  description: string;
  image?: string;
  link?: string;
  isOpen: boolean;
  /** Percentages of the map box: x from the left, y from the top. */
  position: { positionX: number; positionY: number };
  /** Only the types that have a usable price are present. */
  prices: Prices;
}

/** Where the residence is, as shown under its name: « 33300 Bordeaux, Nouvelle-Aquitaine ». */
export function placeOf(residence: Residence): string {
  const town = [residence.postalCode, residence.city].filter(Boolean).join(' ');
  return [town, residence.region].filter(Boolean).join(', ');
}

export function isHousingType(value: unknown): value is HousingType {
  return typeof value === 'string' && (HOUSING_TYPES as readonly string[]).includes(value);
}

/**
 * The region most of `residences` are in, the earliest of them on a tie: what a group of residences on the map is
 * named after. Empty only when none has a region.
 */
export function mainRegion(residences: readonly Residence[]): string {
  const counts = new Map<string, number>();
  for (const { region } of residences) if (region) counts.set(region, (counts.get(region) ?? 0) + 1);
  let main = '';
  // A Map keeps the order regions first came in, so the earliest wins a tie.
  for (const [region, count] of counts) if (count > (counts.get(main) ?? 0)) main = region;
  return main;
}
