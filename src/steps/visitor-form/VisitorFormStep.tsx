import { useLingui } from '@lingui/react';
import { FormikProvider, useFormik, type FormikErrors } from 'formik';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { hasOffer, pricedHousingTypes } from '../../domain/pricing';
import { housingSchema, visitorSchema } from '../../domain/quotation-schema';
import type { HousingType, Residence } from '../../domain/residence';
import type { VisitorValues } from '../../domain/visitor';
import { useErrorText } from '../../forms/error-text';
import { ErrorSummary, type SummaryItem } from '../../forms/ErrorSummary';
import { useConfig, useWizard, useWizardStore } from '../../store/context';
import { StepHeading } from '../StepHeading';
import { HousingTypeField } from './HousingTypeField';
import { focusField } from './focus-field';
import { SubmitArea } from './SubmitArea';
import { ConsentFields, ContactFields } from './VisitorFields';
import { useSubmitQuotation } from './use-submit-quotation';
import { useSummaryLabels } from './use-summary-labels';

type HousingValues = { housingType: HousingType | null };

const touchAll = <T extends object>(values: T) => Object.fromEntries(Object.keys(values).map((key) => [key, true]));

/** Step 1: the visitor's details and the housing type; both forms are checked before anything is sent. */
export function VisitorFormStep({ residence }: { residence: Residence }) {
  const { i18n } = useLingui();
  const { generalConditionsGdpr } = useConfig();
  const store = useWizardStore();
  const goTo = useWizard((state) => state.goTo);
  const idBase = useId();
  const submit = useSubmitQuotation();
  const errorText = useErrorText();
  const summaryLabels = useSummaryLabels(idBase);
  const summary = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  const [failedSubmits, setFailedSubmits] = useState(0);

  const types = useMemo(() => pricedHousingTypes(residence), [residence]);
  const offer = hasOffer(residence);
  const noop = () => undefined;
  // Prefill from the store: values come back when the visitor returns to this step.
  const visitorForm = useFormik<VisitorValues>({ initialValues: store.getState().visitor, validationSchema: visitorSchema, onSubmit: noop });
  const housingForm = useFormik<HousingValues>({
    initialValues: { housingType: store.getState().housingType },
    validationSchema: housingSchema(types, offer),
    onSubmit: noop,
    // The 'no offer' message shows at once, the selector marked in error (spec section 5).
    initialErrors: offer ? {} : { housingType: 'noOffer' },
    initialTouched: offer ? {} : { housingType: true },
  });

  useEffect(() => store.getState().saveVisitor(visitorForm.values), [store, visitorForm.values]);
  useEffect(() => {
    if (failedSubmits > 0) summary.current?.focus();
  }, [failedSubmits]);

  const shownErrors: Record<string, string | undefined> = { ...(visitorForm.errors as Record<string, string>), ...(housingForm.errors as Record<string, string>) };
  const summaryItems: SummaryItem[] = failedSubmits === 0 ? [] : summaryLabels.flatMap(({ name, target, label }) => {
    const message = errorText(shownErrors[name]);
    return message ? [{ target, label, message }] : [];
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // One request per click or Enter, however impatient: the ref is set before the first await.
    if (inFlight.current || store.getState().sending) return;
    inFlight.current = true;
    try {
      const [visitorErrors, housingErrors]: [FormikErrors<VisitorValues>, FormikErrors<HousingValues>] = await Promise.all([visitorForm.validateForm(), housingForm.validateForm()]);
      void visitorForm.setTouched(touchAll(visitorForm.values), false);
      void housingForm.setTouched({ housingType: true }, false);
      const housingType = housingForm.values.housingType;
      if (Object.keys(visitorErrors).length > 0 || Object.keys(housingErrors).length > 0 || housingType === null) {
        setFailedSubmits((count) => count + 1);
        return;
      }
      setFailedSubmits(0);
      await submit(residence, visitorForm.values, housingType);
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <section className="qw-step qw-form-step">
      <StepHeading>{i18n._('form.title')}</StepHeading>
      <p className="qw-chosen">
        {i18n._('form.chosenResidence')} <strong>{residence.name}</strong>{' '}
        <button type="button" className="qw-link-button" onClick={() => goTo(0)}>
          {i18n._('form.changeResidence')}
        </button>
      </p>
      <form ref={form} className="qw-form" noValidate onSubmit={onSubmit} aria-describedby={`${idBase}-mention`}>
        <ErrorSummary ref={summary} id={`${idBase}-summary`} title={i18n._('form.summary')} items={summaryItems} onFocusField={(target) => form.current && focusField(form.current, target)} />
        <p id={`${idBase}-mention`} className="qw-mention">
          {i18n._('form.requiredMention')}
        </p>
        <FormikProvider value={visitorForm}>
          <ContactFields idBase={idBase} />
        </FormikProvider>
        <FormikProvider value={housingForm}>
          <HousingTypeField idBase={idBase} types={types} onChoose={(type) => store.getState().setHousingType(type)} />
        </FormikProvider>
        <FormikProvider value={visitorForm}>
          <ConsentFields idBase={idBase} gdprHtml={generalConditionsGdpr} />
        </FormikProvider>
        <SubmitArea />
      </form>
    </section>
  );
}
