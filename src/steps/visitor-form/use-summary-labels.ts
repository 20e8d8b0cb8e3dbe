import { useLingui } from '@lingui/react';

/** The fields of step 1 that can be in error, in visual order. */
export const FORM_FIELDS = ['civility', 'firstName', 'lastName', 'email', 'phoneNumber', 'status', 'knowUs', 'housingType', 'rgpd'] as const;

const LABEL_IDS: Record<(typeof FORM_FIELDS)[number], string> = {
  civility: 'form.civility',
  firstName: 'form.firstName',
  lastName: 'form.lastName',
  email: 'form.email',
  phoneNumber: 'form.phoneNumber',
  status: 'form.status',
  knowUs: 'form.knowUs',
  housingType: 'form.housingType',
  rgpd: 'form.rgpdShort',
};

/** Each field of step 1 in visual order: its name, the id a summary link focuses, and its label. */
export function useSummaryLabels(idBase: string) {
  const { i18n } = useLingui();
  return FORM_FIELDS.map((name) => ({ name, target: `${idBase}-${name}`, label: i18n._(LABEL_IDS[name]) }));
}
