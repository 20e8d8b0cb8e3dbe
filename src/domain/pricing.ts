import { HOUSING_TYPES, type HousingType, type Residence } from './residence';

/**
 * Types that the "no offer" rule looks at: a residence is quoted online only if it prices a T1, a T2 or a T3. A T4
 * price alone leaves it to an adviser, on purpose.
 */
const OFFER_TYPES: readonly HousingType[] = ['studio', 'one_room', 'two_room'];

export function priceOf(residence: Residence, type: HousingType): number | undefined {
  return residence.prices[type];
}

/** The housing types a visitor may choose: the ones with a price, smallest first. */
export function pricedHousingTypes(residence: Residence): HousingType[] {
  return HOUSING_TYPES.filter((type) => priceOf(residence, type) !== undefined);
}

/** False when the residence shows 'Aucune offre…': no studio, one_room or two_room price. */
export function hasOffer(residence: Residence): boolean {
  return OFFER_TYPES.some((type) => priceOf(residence, type) !== undefined);
}

/** The type to preselect: the one already chosen if still priced, else none. */
export function keepChosenType(residence: Residence, chosen: HousingType | null): HousingType | null {
  return chosen !== null && priceOf(residence, chosen) !== undefined ? chosen : null;
}
