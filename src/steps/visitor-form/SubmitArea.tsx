import { useLingui } from '@lingui/react';
import { BusyButton, SendArea } from '../../components/SendArea';
import { useConfig, useWizard } from '../../store/context';

const MESSAGE_IDS = { offline: 'form.sendError.offline', server: 'form.sendError.server', invalid: 'form.sendError.invalid' } as const;

/** « Découvrir mon tarif », with what a send in flight or a failed one says. */
export function SubmitArea() {
  const { i18n } = useLingui();
  const { contactPhone } = useConfig();
  const sending = useWizard((state) => state.sending);
  const failure = useWizard((state) => state.sendFailure);
  return (
    <SendArea
      failure={failure ? { message: i18n._(MESSAGE_IDS[failure.kind]), count: failure.count } : undefined}
      // Fields to correct are the visitor's to fix; anything else may be settled sooner by a call.
      phone={failure?.kind === 'invalid' ? undefined : contactPhone}
      callText={i18n._('failure.call')}
      busy={sending}
      busyText={i18n._('form.sending')}
    >
      <BusyButton type="submit" busy={sending}>
        {i18n._('form.submit')}
      </BusyButton>
    </SendArea>
  );
}
