import { useLingui } from '@lingui/react';
import type { Residence } from '../domain/residence';
import { useWizard } from '../store/context';

/**
 * « Résidence choisie : … » and the way back to the search, above the form. Also shown while the form's code is on
 * its way, or when it could not be loaded, so that a visitor on a slow connection sees at once which residence the
 * tap chose, and can change it.
 */
export function ChosenResidence({ residence }: { residence: Residence }) {
  const { i18n } = useLingui();
  const goTo = useWizard((state) => state.goTo);
  return (
    <p className="qw-chosen">
      {i18n._('form.chosenResidence')} <strong>{residence.name}</strong>{' '}
      <button type="button" className="qw-link-button" onClick={() => goTo(0)}>
        {i18n._('form.changeResidence')}
      </button>
    </p>
  );
}
