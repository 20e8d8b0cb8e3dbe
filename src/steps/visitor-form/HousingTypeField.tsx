import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { HOUSING_LABELS, type HousingType } from '../../domain/residence';
import { RadioGroupField } from '../../forms/RadioGroupField';

/** The housing type, one radio per priced type, T1 to T4. */
export function HousingTypeField({ idBase, types }: { idBase: string; types: readonly HousingType[] }) {
  const { i18n } = useLingui();
  const options = useMemo(() => types.map((type) => ({ value: type, label: HOUSING_LABELS[type] })), [types]);
  return <RadioGroupField idBase={`${idBase}-housingType`} name="housingType" legend={i18n._('form.housingType')} inline options={options} />;
}
