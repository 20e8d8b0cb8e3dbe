import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { HOUSING_LABELS, type HousingType } from '../../domain/residence';
import { RadioGroupField } from '../../forms/RadioGroupField';
import { HOUSING_DETAIL_IDS } from '../labels';

/** The housing type, one radio per priced type, T1 to T4, each with what it means (studio, 2 pièces …). */
export function HousingTypeField({ idBase, types }: { idBase: string; types: readonly HousingType[] }) {
  const { i18n } = useLingui();
  const options = useMemo(() => types.map((type) => ({ value: type, label: HOUSING_LABELS[type], detail: i18n._(HOUSING_DETAIL_IDS[type]) })), [types, i18n]);
  return <RadioGroupField idBase={`${idBase}-housingType`} name="housingType" legend={i18n._('form.housingType')} inline options={options} />;
}
