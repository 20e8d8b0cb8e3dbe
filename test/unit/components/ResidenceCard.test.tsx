import { render, screen } from '@testing-library/react';
import { ResidenceCard } from '../../../src/components/ResidenceCard';
import { residence } from '../support/render';

const renderCard = (overrides: Parameters<typeof residence>[0] = {}) =>
  render(<ResidenceCard residence={residence(overrides)} soonText="Ouverture prochaine" linkText="Voir la résidence" linkLabel="Voir la résidence Les Terrasses" />);

describe('ResidenceCard', () => {
  it('shows the name as a heading, the region and the description', () => {
    renderCard();
    expect(screen.getByRole('heading', { name: 'Les Terrasses de la Croix-Rousse' })).toBeInTheDocument();
    expect(screen.getByText('Auvergne-Rhône-Alpes')).toBeInTheDocument();
    expect(screen.getByText('Au cœur des pentes, à deux pas du marché.')).toBeInTheDocument();
  });

  it('shows the image as decoration', () => {
    renderCard();
    expect(screen.getByRole('presentation')).toHaveAttribute('src', '/images/residence-1.svg');
  });

  it('shows no image when there is none', () => {
    const { container } = renderCard({ image: undefined });
    expect(container.querySelector('img')).toBeNull();
  });

  it("shows the badge only when the residence is not open", () => {
    renderCard({ isOpen: false });
    expect(screen.getByText('Ouverture prochaine')).toBeInTheDocument();
  });

  it('shows no badge for an open residence', () => {
    renderCard();
    expect(screen.queryByText('Ouverture prochaine')).not.toBeInTheDocument();
  });

  it('links to the residence page with a name that says which residence', () => {
    renderCard();
    const link = screen.getByRole('link', { name: 'Voir la résidence Les Terrasses' });
    expect(link).toHaveAttribute('href', 'https://exemple.fr/lyon');
    expect(link).toHaveTextContent('Voir la résidence');
  });

  it('shows no link without one', () => {
    renderCard({ link: undefined });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
