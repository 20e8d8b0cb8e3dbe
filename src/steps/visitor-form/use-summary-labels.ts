import { useLingui } from '@lingui/react';

/** The fields of step 1 in visual order: error key, the id a summary link focuses, and the field's label. */
export function useSummaryLabels(idBase: string) {
  const { i18n } = useLingui();
  const field = (name: string, labelId: string) => ({ name, target: `${idBase}-${name}`, label: i18n._(labelId) });
  return [
    field('civility', 'form.civility'),
    field('firstName', 'form.firstName'),
    field('lastName', 'form.lastName'),
    field('email', 'form.email'),
    field('phoneNumber', 'form.phoneNumber'),
    field('status', 'form.status'),
    field('knowUs', 'form.knowUs'),
    field('housingType', 'form.housingType'),
    field('rgpd', 'form.rgpdShort'),
  ];
}
