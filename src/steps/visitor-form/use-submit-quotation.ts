import { useLingui } from '@lingui/react';
import { useRef } from 'react';
import { pushQuotationEvent } from '../../analytics/push-quotation-event';
import { HttpError } from '../../services/http-client';
import { log } from '../../services/log';
import { newRequestKey } from '../../services/request-key';
import { submitQuotation } from '../../services/submit-quotation';
import { buildQuotationRequest } from '../../domain/quotation';
import { HOUSING_LABELS, type HousingType, type Residence } from '../../domain/residence';
import type { VisitorValues } from '../../domain/visitor';
import { useWizardStore } from '../../store/context';
import { usePage } from '../../store/page';
import { KNOW_US_LABEL_IDS, STATUS_LABEL_IDS } from '../labels';

/**
 * Sends validated values: analytics first, then the request; success moves on, failure keeps everything. A retry
 * of the very same request keeps its Idempotency-Key and is not counted again in analytics; changed values make
 * a new request.
 */
export function useSubmitQuotation() {
  const store = useWizardStore();
  const page = usePage();
  const { i18n } = useLingui();
  const last = useRef<{ body: string; key: string } | null>(null);

  return async (residence: Residence, values: VisitorValues, housingType: HousingType): Promise<void> => {
    const wizard = store.getState();
    if (wizard.sending) return;
    wizard.beginSubmit();
    wizard.setSending(true);
    const request = buildQuotationRequest(residence, values, housingType);
    const body = JSON.stringify(request);
    const retry = last.current !== null && last.current.body === body;
    const sent = retry && last.current ? last.current : { body, key: newRequestKey() };
    last.current = sent;
    try {
      if (!retry) await pushQuotationEvent(page.dataLayer(), {
        residenceName: residence.name,
        email: request.email,
        statusLabel: i18n._(STATUS_LABEL_IDS[request.status]),
        housingLabel: HOUSING_LABELS[housingType],
        knowUsLabel: i18n._(KNOW_US_LABEL_IDS[request.knowUs]),
      });
    } catch (error) {
      // Analytics must never stop a lead.
      log.warn('the demande_devis analytics event could not be pushed:', error);
    }
    try {
      await submitQuotation(page.http, request, sent.key);
      store.getState().setSending(false);
      page.emit('quote-wizard:submitted', request);
      store.getState().next();
    } catch (error) {
      log.error('the quotation request failed:', error);
      store.getState().reject();
      store.getState().setSending(false, true);
      page.emit('quote-wizard:error', {
        kind: 'submit',
        message: error instanceof Error ? error.message : String(error),
        status: error instanceof HttpError ? error.status : undefined,
      });
    }
  };
}
