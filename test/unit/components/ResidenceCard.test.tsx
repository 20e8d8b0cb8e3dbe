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
    expect(screen.getByRole('presentation')).toHaveAttribute('src', '/images/residence-1.jpg');
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

describe('ResidenceCard, a description from a rich-text field', () => {
  it('shows its formatting, not its tags', () => {
    const { container } = renderCard({ description: '<p>Au cœur des <strong>pentes</strong>.</p><ul><li>Jardin</li></ul>' });
    const description = container.querySelector('.qw-card__description') as HTMLElement;
    expect(description.textContent).toBe('Au cœur des pentes.Jardin');
    expect(description.querySelector('strong')?.textContent).toBe('pentes');
    expect(screen.getByRole('listitem').textContent).toBe('Jardin');
  });

  it('goes through the allow-list: no script, handler, style or javascript: link', () => {
    const { container } = renderCard({ description: '<p style="color:red" onclick="alert(1)">Vue <a href="javascript:alert(1)">ici</a><script>alert(2)</script><img src=x onerror="alert(3)"></p>' });
    const description = container.querySelector('.qw-card__description') as HTMLElement;
    expect(description.innerHTML).toBe('<p>Vue <a>ici</a></p>');
  });

  it('reads a description a CMS escaped for HTML, tags and all, as its text', () => {
    const { container } = renderCard({ description: 'R&eacute;sidence au calme &lt;jardin&gt; &#8211; L&rsquo;&eacute;t&eacute;' });
    expect((container.querySelector('.qw-card__description') as HTMLElement).textContent).toBe('Résidence au calme <jardin> – L’été');
  });

  it('takes out an image or a script pasted alone, rather than show its markup', () => {
    const { container } = renderCard({ description: 'Vue sur le parc <img src="/parc.jpg" alt="Parc"> <script>track()</script>' });
    const description = container.querySelector('.qw-card__description') as HTMLElement;
    expect(description.textContent?.trim()).toBe('Vue sur le parc');
    expect(description.querySelector('img, script')).toBeNull();
  });

  it('keeps plain text as text, a lone < and & included', () => {
    const { container } = renderCard({ description: 'Loyer < 2 000 € & jardin <privatif>, <bâtiment> neuf, <sécurité>' });
    const description = container.querySelector('.qw-card__description') as HTMLElement;
    expect(description.textContent).toBe('Loyer < 2 000 € & jardin <privatif>, <bâtiment> neuf, <sécurité>');
    expect(description.tagName).toBe('P');
  });
});

it('ResidenceCard shows the postal code and city with the region', () => {
  renderCard({ city: 'Saint-Étienne', postalCode: '42100' });
  expect(screen.getByText('42100 Saint-Étienne, Auvergne-Rhône-Alpes')).toBeInTheDocument();
});
