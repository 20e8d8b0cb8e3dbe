import { render, screen } from '@testing-library/react';
import { SafeHtml } from '../../../src/components/SafeHtml';

describe('SafeHtml', () => {
  it('keeps formatting, lists and links', () => {
    render(<SafeHtml html={'<p><strong>Offre</strong></p><ul><li>un</li></ul><a href="/offres">voir</a>'} />);
    expect(screen.getByText('Offre').tagName).toBe('STRONG');
    expect(screen.getByRole('listitem')).toHaveTextContent('un');
    expect(screen.getByRole('link', { name: 'voir' })).toHaveAttribute('href', '/offres');
  });

  it('drops scripts and event handlers', () => {
    const { container } = render(<SafeHtml html={'<p onclick="alert(1)">texte</p><script>alert(2)</script><img src="x" onerror="alert(3)">'} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick], [onerror]')).toBeNull();
    expect(screen.getByText('texte')).toBeInTheDocument();
  });

  it('drops javascript: and data: links', () => {
    render(<SafeHtml html={'<a href="javascript:alert(1)">un</a><a href="data:text/html,x">deux</a>'} />);
    expect(screen.getByText('un')).not.toHaveAttribute('href');
    expect(screen.getByText('deux')).not.toHaveAttribute('href');
  });

  it('drops style attributes', () => {
    const { container } = render(<SafeHtml html={'<p style="color: red">texte</p>'} />);
    expect(container.querySelector('[style]')).toBeNull();
  });

  it('protects the host from links opening a new tab', () => {
    render(<SafeHtml html={'<a href="https://exemple.fr" target="_blank">site</a>'} />);
    expect(screen.getByRole('link', { name: 'site' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders nothing for empty HTML', () => {
    const { container } = render(<SafeHtml html="  " />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders inline content in a span', () => {
    const { container } = render(<SafeHtml inline html="texte" />);
    expect(container.firstElementChild?.tagName).toBe('SPAN');
  });
});
