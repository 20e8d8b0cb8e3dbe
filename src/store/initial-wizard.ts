import type { WizardConfig } from '../config/types';
import { findNamedResidence } from '../domain/named-residence';
import type { InitialWizard } from './wizard-store';

/**
 * Where a new widget starts: progress restored after a reload wins; without a residence of its own it keeps at
 * least the visitor's choices and the requests already made (sent again, they keep their keys), and the residence
 * named by `residenceName` is preselected.
 */
export function initialWizard(config: WizardConfig, restored: InitialWizard | undefined): InitialWizard {
  if (restored?.residence) return restored;
  const preselected = config.residenceName === undefined ? undefined : findNamedResidence(config.residences, config.residenceName);
  return { residence: preselected, visitor: restored?.visitor, requests: restored?.requests };
}
