import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StepNav } from '../../../src/components/StepNav';
import type { Step } from '../../../src/domain/navigation';

const STEPS = ['Rechercher sa résidence', 'Vos informations', 'Résumé'];

function renderNav(current: Step, locked = false, onGoTo = jest.fn()) {
  render(<StepNav label="Étapes de votre devis" steps={STEPS} current={current} position={`Étape ${current + 1} sur 3\u00a0:`} shortPosition={`Étape\u00a0${current + 1} sur\u00a03`} doneText="terminée" locked={locked} onGoTo={onGoTo} />);
  return onGoTo;
}

const button = (name: RegExp) => within(screen.getByRole('navigation', { name: 'Étapes de votre devis' })).getByRole('button', { name });

describe('StepNav', () => {
  it('numbers the steps for screen readers', () => {
    renderNav(0);
    expect(button(/Vos informations/)).toHaveAccessibleName('2. Vos informations');
    expect(button(/Résumé/)).toHaveAccessibleName('3. Résumé');
  });

  it('names the current step by where it stands, as a narrow screen shows it', () => {
    renderNav(1);
    expect(button(/Vos informations/)).toHaveAccessibleName('Étape 2 sur 3\u00a0: Vos informations');
    expect(button(/Rechercher/)).toHaveAccessibleName('1. Rechercher sa résidence (terminée)');
  });

  it('has the current step’s short position ready for a tight column, kept out of its name', () => {
    renderNav(1);
    const current = button(/Vos informations/);
    expect(within(current).getByText('Étape 2 sur 3')).toHaveAttribute('aria-hidden', 'true');
    expect(current).toHaveAccessibleName('Étape 2 sur 3\u00a0: Vos informations');
    expect(button(/Résumé/)).not.toHaveTextContent('Étape');
  });

  it('marks only the current step with aria-current="step"', () => {
    renderNav(1);
    expect(button(/Vos informations/)).toHaveAttribute('aria-current', 'step');
    expect(screen.getAllByRole('button').filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('says « terminée » on the done steps only', () => {
    renderNav(2);
    expect(button(/Rechercher/)).toHaveAccessibleName('1. Rechercher sa résidence (terminée)');
    expect(button(/Vos informations/)).toHaveAccessibleName('2. Vos informations (terminée)');
    expect(button(/Résumé/)).toHaveAccessibleName('Étape 3 sur 3\u00a0: Résumé');
  });

  it('enables the done steps and disables the later ones', () => {
    renderNav(1);
    expect(button(/Rechercher/)).toBeEnabled();
    expect(button(/Résumé/)).toBeDisabled();
  });

  it('goes to a done step when it is clicked', async () => {
    const user = userEvent.setup();
    const onGoTo = renderNav(2);
    await user.click(button(/Vos informations/));
    expect(onGoTo).toHaveBeenCalledWith(1);
  });

  it('does nothing for a later step', async () => {
    const user = userEvent.setup();
    const onGoTo = renderNav(0);
    await user.click(button(/Résumé/));
    expect(onGoTo).not.toHaveBeenCalled();
  });

  it('disables every step while locked', () => {
    renderNav(2, true);
    for (const item of screen.getAllByRole('button')) expect(item).toBeDisabled();
  });
});
