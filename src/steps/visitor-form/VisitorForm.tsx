import { useLingui } from '@lingui/react';
import { FormikProvider, useFormik } from 'formik';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { hasOffer, pricedHousingTypes } from '../../domain/pricing';
import { visitorFormSchema } from '../../domain/quotation-schema';
import type { Residence } from '../../domain/residence';
import type { VisitorFormValues } from '../../domain/visitor';
import { ErrorSummary } from '../../forms/ErrorSummary';
import { PressHoldContext, usePressHold } from '../../forms/press-hold';
import { schemaValidator } from '../../forms/schema-validator';
import { ServerErrorsContext } from '../../forms/server-errors';
import { useWizardStore } from '../../store/context';
import { focusField } from './focus-field';
import { NO_REFUSAL, refusalOf, type Refusal } from './refusal';
import { useCommitOnLeave } from './use-commit-on-leave';
import { useSubmitQuotation } from './use-submit-quotation';
import { useSummaryItems } from './use-summary-items';

const touchAll = <T extends object>(values: T) => Object.fromEntries(Object.keys(values).map((key) => [key, true]));
const noop = () => undefined;

interface VisitorFormProps {
  residence: Residence;
  idBase: string;
  /** The fields and the submit area: rendered once, each field then follows only its own slice of the form. */
  children: ReactNode;
}

/**
 * Step 1's one form and one schema: the visitor's answers and the housing type, checked together before anything
 * is sent, prefilled from the store and committed to it when sent or left. A refused submit, or a send the
 * server refused field by field, shows the error summary and focuses it.
 */
export function VisitorForm({ residence, idBase, children }: VisitorFormProps) {
  const { i18n } = useLingui();
  const store = useWizardStore();
  const submit = useSubmitQuotation(residence);
  const types = useMemo(() => pricedHousingTypes(residence), [residence]);
  const offer = hasOffer(residence);
  const validate = useMemo(() => schemaValidator<VisitorFormValues>(visitorFormSchema(types, offer)), [types, offer]);
  const [initialValues] = useState<VisitorFormValues>(() => ({ ...store.getState().visitor, housingType: store.getState().housingType }));
  const form = useFormik<VisitorFormValues>({
    initialValues,
    validate,
    onSubmit: noop,
    // The 'no offer' message shows at once, the selector marked in error.
    initialErrors: offer ? {} : { housingType: 'noOffer' },
    initialTouched: offer ? {} : { housingType: true },
  });
  useCommitOnLeave(form.values);
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  // How many submits were stopped, by the form or by the server: each one shows the summary and focuses it.
  const [stopped, setStopped] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  const hold = usePressHold(formElement);
  const items = useSummaryItems(idBase, stopped > 0, form, refusal);

  useEffect(() => {
    if (stopped > 0) summary.current?.focus();
  }, [stopped]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // One request per click or Enter, however impatient: the ref is set before the first await.
    if (inFlight.current || store.getState().sending) return;
    inFlight.current = true;
    try {
      const errors = await form.validateForm();
      void form.setTouched(touchAll(form.values), false);
      if (Object.keys(errors).length > 0) {
        setStopped((count) => count + 1);
        return;
      }
      setStopped(0);
      const failure = await submit(form.values);
      if (failure?.kind === 'invalid') {
        setRefusal(refusalOf(failure.violations, form.values));
        setStopped((count) => count + 1);
      }
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <FormikProvider value={form}>
      <ServerErrorsContext.Provider value={refusal.fields}>
        <PressHoldContext.Provider value={hold}>
          <form ref={formElement} className="qw-form" noValidate onSubmit={onSubmit} aria-describedby={`${idBase}-mention`}>
            <ErrorSummary ref={summary} id={`${idBase}-summary`} title={i18n._('form.summary')} items={items} onFocusField={(target) => formElement.current && focusField(formElement.current, target)} />
            {children}
          </form>
        </PressHoldContext.Provider>
      </ServerErrorsContext.Provider>
    </FormikProvider>
  );
}
