import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { BusyButton, SendArea } from '../../components/SendArea';
import type { Residence } from '../../domain/residence';
import { useConfig, useWizard } from '../../store/context';
import { usePage } from '../../store/page';
import { useContactRequest } from './use-contact-request';

const MESSAGE_IDS = { offline: 'offer.contactError.offline', server: 'offer.contactError.server', invalid: 'offer.contactError.server' } as const;

/** « Être contacté par un conseiller » and « Réserver un séjour découverte », with what a callback request says. */
export function ContactArea({ residence }: { residence: Residence }) {
  const { i18n } = useLingui();
  const { stayLink, contactPhone } = useConfig();
  const sending = useWizard((state) => state.contactSending);
  const failure = useWizard((state) => state.contactFailure);
  const modalOpen = useWizard((state) => state.modalOpen);
  const contacted = useWizard((state) => state.contacted);
  const requestContact = useContactRequest(residence);
  const page = usePage();
  const button = useRef<HTMLButtonElement>(null);
  const area = useRef<HTMLDivElement>(null);
  const opened = useRef(false);

  useEffect(() => {
    // Back from the dialog: focus returns to the button that opened it, and the line below the buttons that says
    // the request is recorded comes into the window with it, however short the window: a visitor who closed the
    // dialog quickly still sees that the request went through, even while the page still scrolls to the step's
    // top. The area holds the button, so the focus has no scroll of its own to add.
    if (!modalOpen && opened.current) {
      button.current?.focus({ preventScroll: true });
      if (area.current) page.bringIntoView(area.current);
    }
    if (modalOpen) opened.current = true;
  }, [modalOpen, page]);

  return (
    <SendArea
      ref={area}
      failure={failure ? { message: i18n._(MESSAGE_IDS[failure.kind]), count: failure.count } : undefined}
      phone={contactPhone}
      callText={i18n._('failure.call')}
      busy={sending}
      busyText={i18n._('offer.contactSending')}
      doneText={contacted ? i18n._('offer.contacted') : undefined}
    >
      <div className="qw-offer__actions">
        <BusyButton ref={button} type="button" busy={sending} onClick={() => void requestContact()}>
          {i18n._('offer.contact')}
        </BusyButton>
        {stayLink && (
          <a className="qw-button qw-button--secondary" href={stayLink}>
            {i18n._('offer.stay')}
          </a>
        )}
      </div>
    </SendArea>
  );
}
