import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import type { Residence } from '../domain/residence';
import { log } from '../services/log';
import { useConfig, useWizardStore } from '../store/context';
import { usePage } from '../store/page';
import { imageFailedMessage } from './image-failed-message';

/**
 * What a step does when a residence's image fails: the residence shows without one, in the list and on the card,
 * and the editor is told once per URL, however often or wherever that image is tried again.
 */
export function useImageFailed() {
  const store = useWizardStore();
  const { widget } = usePage();
  const { i18n } = useLingui();
  const { residences } = useConfig();
  return useCallback(
    (residence: Residence) => {
      const url = residence.image;
      if (url && store.getState().imageFailed(url)) log.warn(imageFailedMessage(i18n, widget, url, residences));
    },
    [store, widget, i18n, residences],
  );
}
