import type { HousingType } from '../domain/residence';
import type { KnowUs, Status } from '../domain/visitor';

/** Catalog ids of the option labels, literal so the catalog test sees each one. */
export const STATUS_LABEL_IDS: Record<Status, string> = {
  future_resident: 'status.future_resident',
  senior_child: 'status.senior_child',
  senior_relative: 'status.senior_relative',
};

export const KNOW_US_LABEL_IDS: Record<KnowUs, string> = {
  press: 'knowUs.press',
  internet: 'knowUs.internet',
  socials: 'knowUs.socials',
  newsletter: 'knowUs.newsletter',
  tradeFairs: 'knowUs.tradeFairs',
  event: 'knowUs.event',
  other: 'knowUs.other',
};

/** What T1 … T4 mean, said beside each choice: a visitor who has never rented a flat does not know the codes. */
export const HOUSING_DETAIL_IDS: Record<HousingType, string> = {
  studio: 'housing.studio',
  one_room: 'housing.oneRoom',
  two_room: 'housing.twoRoom',
  three_room: 'housing.threeRoom',
};

export const STEP_LABEL_IDS = ['nav.step.0', 'nav.step.1', 'nav.step.2'] as const;
export const STEP_TITLE_IDS = ['search.title', 'form.title', 'offer.title'] as const;
