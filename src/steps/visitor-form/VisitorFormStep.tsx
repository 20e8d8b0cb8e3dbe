import { useLingui } from '@lingui/react';
import { useId, useMemo } from 'react';
import { hasOffer, pricedHousingTypes } from '../../domain/pricing';
import type { Residence } from '../../domain/residence';
import { useConfig } from '../../store/context';
import { ChosenResidence } from '../ChosenResidence';
import { StepHeading } from '../StepHeading';
import { HousingTypeField } from './HousingTypeField';
import { NoOfferNotice } from './NoOfferNotice';
import { SubmitArea } from './SubmitArea';
import { ConsentFields, ContactFields } from './VisitorFields';
import { VisitorForm } from './VisitorForm';

/** Step 1: the visitor's details and the housing type, in one form checked before anything is sent. */
export function VisitorFormStep({ residence }: { residence: Residence }) {
  const { i18n } = useLingui();
  const { generalConditionsGdpr, contactPhone } = useConfig();
  const idBase = useId();
  const types = useMemo(() => pricedHousingTypes(residence), [residence]);

  return (
    <section className="qw-step qw-form-step">
      <StepHeading>{i18n._('form.title')}</StepHeading>
      <ChosenResidence residence={residence} />
      {!hasOffer(residence) && <NoOfferNotice phone={contactPhone} />}
      <VisitorForm residence={residence} idBase={idBase}>
        <p id={`${idBase}-mention`} className="qw-mention">
          {i18n._('form.requiredMention')}
        </p>
        <ContactFields idBase={idBase} />
        <HousingTypeField idBase={idBase} types={types} />
        <ConsentFields idBase={idBase} gdprHtml={generalConditionsGdpr} />
        <SubmitArea />
      </VisitorForm>
    </section>
  );
}
