import { useLingui } from '@lingui/react';
import { HOUSING_LABELS, type HousingType } from '../../domain/residence';
import { RadioGroupField } from '../../forms/RadioGroupField';

interface HousingTypeFieldProps {
  idBase: string;
  types: readonly HousingType[];
  onChoose(type: HousingType): void;
}

/** The housing mini-form's only field: one radio per priced type, T1 to T4. */
export function HousingTypeField({ idBase, types, onChoose }: HousingTypeFieldProps) {
  const { i18n } = useLingui();
  return (
    <RadioGroupField
      idBase={`${idBase}-housingType`}
      name="housingType"
      legend={i18n._('form.housingType')}
      inline
      options={types.map((type) => ({ value: type, label: HOUSING_LABELS[type] }))}
      onChoose={(value) => onChoose(value as HousingType)}
    />
  );
}
