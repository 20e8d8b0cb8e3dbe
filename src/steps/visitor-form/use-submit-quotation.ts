import { useLingui } from '@lingui/react';
import { pushQuotationEvent } from '../../analytics/push-quotation-event';
import { buildQuotationRequest, type QuotationRequest } from '../../domain/quotation';
import { HOUSING_LABELS, type Residence } from '../../domain/residence';
import type { SendFailure } from '../../domain/send-failure';
import type { VisitorFormValues } from '../../domain/visitor';
import { errorDetail, failureOf } from '../../services/failure-of';
import { log } from '../../services/log';
import { requestId } from '../../services/request-id';
import { QUOTATION_PATH, submitQuotation } from '../../services/submit-quotation';
import { useWizardStore } from '../../store/context';
import { usePage } from '../../store/page';
import { KNOW_US_LABEL_IDS, STATUS_LABEL_IDS } from '../labels';
import { FORM_FIELDS } from './use-summary-labels';

/**
 * Sends validated values: analytics first, then the request; success moves on, failure keeps everything and says
 * why. The request's key and its analytics mark are the store's, by content: the same request sent again, after
 * a retry or any detour through the steps, keeps its Idempotency-Key and is counted once. Gives the failure, if
 * any, so that the form can show the fields the server refused.
 */
export function useSubmitQuotation(residence: Residence) {
  const store = useWizardStore();
  const page = usePage();
  const { i18n } = useLingui();

  const countOnce = async (request: QuotationRequest, id: string) => {
    if (store.getState().request(id).pushed) return;
    try {
      const pushed = await pushQuotationEvent(page.dataLayer(), {
        residenceName: residence.name,
        email: request.email,
        statusLabel: i18n._(STATUS_LABEL_IDS[request.status]),
        housingLabel: HOUSING_LABELS[request.housingType],
        knowUsLabel: i18n._(KNOW_US_LABEL_IDS[request.knowUs]),
      });
      if (pushed) store.getState().markPushed(id);
    } catch (error) {
      // Analytics must never stop a lead.
      log.warn('the demande_devis analytics event could not be pushed:', error);
    }
  };

  return async ({ housingType, ...visitor }: VisitorFormValues): Promise<SendFailure | null> => {
    const wizard = store.getState();
    wizard.commitVisitor(visitor, housingType);
    if (!wizard.startSending()) return null;
    // Whatever goes wrong from here, building the request included, ends the sending and is shown.
    try {
      if (housingType === null) throw new Error('the form was sent without a housing type');
      const request = buildQuotationRequest(residence, visitor, housingType);
      const id = await requestId(`POST ${QUOTATION_PATH} ${JSON.stringify(request)}`);
      await countOnce(request, id);
      const leadId = await submitQuotation(page.http, request, store.getState().request(id).key);
      page.emit('quote-wizard:submitted', request);
      store.getState().sendSucceeded(leadId);
      return null;
    } catch (error) {
      log.error('the quotation request failed:', error);
      const failure = failureOf(error, FORM_FIELDS);
      store.getState().sendFailed(failure);
      page.emit('quote-wizard:error', errorDetail('submit', error));
      return failure;
    }
  };
}
