import { useLingui } from '@lingui/react';
import { KNOW_US, MAX_LENGTH, STATUSES } from '../../domain/visitor';
import { CheckboxField } from '../../forms/CheckboxField';
import { RadioGroupField } from '../../forms/RadioGroupField';
import { SelectField } from '../../forms/SelectField';
import { TextField } from '../../forms/TextField';
import { ConfigHtml } from '../ConfigHtml';
import { KNOW_US_LABEL_IDS, STATUS_LABEL_IDS } from '../labels';

/** The contact fields of step 1, before the housing type. */
export function ContactFields({ idBase }: { idBase: string }) {
  const { i18n } = useLingui();
  return (
    <>
      <RadioGroupField
        idBase={`${idBase}-civility`}
        name="civility"
        legend={i18n._('form.civility')}
        inline
        options={[
          { value: 'm', label: i18n._('form.civility.m') },
          { value: 'mme', label: i18n._('form.civility.mme') },
        ]}
      />
      <TextField idBase={`${idBase}-firstName`} name="firstName" label={i18n._('form.firstName')} autoComplete="given-name" maxLength={MAX_LENGTH.firstName} />
      <TextField idBase={`${idBase}-lastName`} name="lastName" label={i18n._('form.lastName')} autoComplete="family-name" maxLength={MAX_LENGTH.lastName} />
      <TextField idBase={`${idBase}-email`} name="email" type="email" label={i18n._('form.email')} hint={i18n._('form.email.hint')} autoComplete="email" maxLength={MAX_LENGTH.email} />
      <TextField idBase={`${idBase}-phoneNumber`} name="phoneNumber" type="tel" label={i18n._('form.phoneNumber')} hint={i18n._('form.phoneNumber.hint')} autoComplete="tel" maxLength={MAX_LENGTH.phoneNumber} />
      <RadioGroupField
        idBase={`${idBase}-status`}
        name="status"
        legend={i18n._('form.status')}
        inline
        options={STATUSES.map((value) => ({ value, label: i18n._(STATUS_LABEL_IDS[value]) }))}
      />
      <SelectField
        idBase={`${idBase}-knowUs`}
        name="knowUs"
        label={i18n._('form.knowUs')}
        placeholder={i18n._('form.choose')}
        options={KNOW_US.map((value) => ({ value, label: i18n._(KNOW_US_LABEL_IDS[value]) }))}
      />
    </>
  );
}

/** The two consents, after the housing type: separate boxes, both unticked at first. */
export function ConsentFields({ idBase, gdprHtml }: { idBase: string; gdprHtml: string }) {
  const { i18n } = useLingui();
  return (
    <>
      <CheckboxField
        idBase={`${idBase}-acceptPromotionalOffers`}
        name="acceptPromotionalOffers"
        label={
          <>
            {i18n._('form.promotions')} <span className="qw-optional">{i18n._('form.optional')}</span>
          </>
        }
      />
      <CheckboxField
        idBase={`${idBase}-rgpd`}
        name="rgpd"
        required
        label={gdprHtml.trim() ? <ConfigHtml inline html={gdprHtml} field={i18n._('html.field.generalConditionsGdpr')} className="qw-html" /> : i18n._('form.rgpdDefault')}
      />
    </>
  );
}
