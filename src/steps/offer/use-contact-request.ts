import { buildContactRequest } from '../../domain/contact-request';
import type { Residence } from '../../domain/residence';
import { errorDetail, failureOf } from '../../services/failure-of';
import { log } from '../../services/log';
import { requestId } from '../../services/request-id';
import { contactPath, requestContact } from '../../services/submit-quotation';
import { useWizardStore } from '../../store/context';
import { usePage } from '../../store/page';

/**
 * « Être contacté par un conseiller »: records the callback request on the lead (the housing type shown now, and
 * its price), then opens the dialog. A failure keeps the visitor on the price with an alert, and the next click
 * sends the same request again under the same key. When the server gave the lead no id, there is nothing to
 * record it on: the dialog opens at once, as the first release did.
 */
export function useContactRequest(residence: Residence) {
  const store = useWizardStore();
  const page = usePage();

  return async () => {
    const wizard = store.getState();
    const { leadId, housingType } = wizard;
    if (!wizard.startContact()) return;
    try {
      if (housingType === null) throw new Error('the price step has no housing type');
      const patch = buildContactRequest(residence, housingType);
      if (leadId !== null) {
        const id = await requestId(`PATCH ${contactPath(leadId)} ${JSON.stringify(patch)}`);
        await requestContact(page.http, leadId, patch, store.getState().request(id).key);
      }
      store.getState().contactSucceeded();
      page.emit('quote-wizard:contact', { residence: residence.id, id: leadId, housingType, price: patch.price });
    } catch (error) {
      log.error('the callback request failed:', error);
      store.getState().contactFailed(failureOf(error));
      page.emit('quote-wizard:error', errorDetail('contact', error));
    }
  };
}
