import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { config, fakePage, longList, renderWizard, residence } from '../../support/render';

const list = () => screen.getByRole('list', { name: 'Liste des résidences' });
const entries = () => within(list()).getAllByRole('button');
const entry = (name: RegExp) => within(list()).getByRole('button', { name });
const map = () => screen.getByRole('group', { name: 'Carte des résidences en France' });
const points = () => within(map()).getAllByRole('button');
const point = (name: string) => within(map()).getByRole('button', { name });
const search = () => screen.getByRole('searchbox', { name: 'Rechercher une résidence' });

/** A page as wide as a laptop whose window the test resizes. */
/** A page whose window can be resized, the widget (full width, the usual 16 px text) with it. */
function resizablePage() {
  const window = new Set<() => void>();
  const widget = new Set<(width: number) => void>();
  const page = fakePage();
  page.onResize = (listener) => {
    window.add(listener);
    return () => window.delete(listener);
  };
  page.onWidgetResize = (listener) => {
    widget.add(listener);
    return () => widget.delete(listener);
  };
  return {
    page,
    resize(px: number) {
      window.forEach((listener) => listener());
      widget.forEach((listener) => listener(px / 16));
    },
  };
}

describe('step 0: residence search', () => {
  it("shows the heading 'Rechercher sa résidence'", () => {
    renderWizard();
    expect(screen.getByRole('heading', { level: 3, name: 'Rechercher sa résidence' })).toBeInTheDocument();
  });

  it('lists every residence with its name and region', () => {
    renderWizard();
    expect(entries()).toHaveLength(3);
    const lyon = entry(/Les Terrasses de la Croix-Rousse/);
    expect(within(lyon).getByText('Les Terrasses de la Croix-Rousse')).toBeInTheDocument();
    expect(within(lyon).getByText('Auvergne-Rhône-Alpes')).toBeInTheDocument();
  });

  it("shows each entry's image, decorative beside the name", () => {
    renderWizard();
    const image = within(entry(/Les Terrasses de la Croix-Rousse/)).getByRole('presentation');
    expect(image).toHaveAttribute('src', '/images/residence-1.jpg');
    expect(image).toHaveAttribute('alt', '');
  });

  it('shows no image for a residence without one', () => {
    renderWizard({ config: config({ residences: [residence({ image: undefined })] }) });
    expect(within(entry(/Les Terrasses/)).queryByRole('presentation')).not.toBeInTheDocument();
    expect(within(entry(/Les Terrasses/)).queryByRole('img')).not.toBeInTheDocument();
  });

  it("shows 'Ouverture prochaine' for a residence that is not open, and only for it", () => {
    renderWizard();
    expect(within(entry(/La Villa des Lices/)).getByText('Ouverture prochaine')).toBeInTheDocument();
    expect(within(entry(/Les Terrasses de la Croix-Rousse/)).queryByText('Ouverture prochaine')).not.toBeInTheDocument();
    expect(within(entry(/Le Domaine des Oliviers/)).queryByText('Ouverture prochaine')).not.toBeInTheDocument();
  });

  it("shows 'Tarif sur demande' for the residence priced for T4 only, and only for it", () => {
    renderWizard();
    expect(within(entry(/Le Domaine des Oliviers/)).getByText('Tarif sur demande')).toBeInTheDocument();
    expect(within(entry(/Les Terrasses de la Croix-Rousse/)).queryByText('Tarif sur demande')).not.toBeInTheDocument();
    expect(within(entry(/La Villa des Lices/)).queryByText('Tarif sur demande')).not.toBeInTheDocument();
  });

  it('shows one map point per residence, named « Résidence X, Région » and the badges of its entry', () => {
    renderWizard();
    expect(points()).toHaveLength(3);
    expect(point('Résidence La Villa des Lices, Bretagne, Ouverture prochaine')).toBeInTheDocument();
    expect(point('Résidence Les Terrasses de la Croix-Rousse, Auvergne-Rhône-Alpes')).toBeInTheDocument();
    expect(point("Résidence Le Domaine des Oliviers, Provence-Alpes-Côte d'Azur, Tarif sur demande")).toBeInTheDocument();
  });

  it('names a point whose residence has no region by its town, or by its name alone', () => {
    const residences = [
      residence({ id: 'lille', name: 'Le Beffroi', region: '', city: 'Lille', postalCode: '59000', position: { positionX: 60, positionY: 6 } }),
      residence({ id: 'nowhere', name: 'La Source', region: '', city: undefined, postalCode: undefined, position: { positionX: 40, positionY: 60 } }),
    ];
    renderWizard({ config: config({ residences }) });
    expect(point('Résidence Le Beffroi, 59000 Lille')).toBeInTheDocument();
    expect(point('Résidence La Source')).toBeInTheDocument();
  });

  it('names a cluster after the region most of its residences are in, and without a region when none has one', () => {
    const near = (id: string, region: string, positionX: number) => residence({ id, name: id, region, position: { positionX, positionY: 50 } });
    const { unmount } = renderWizard({
      config: config({ residences: [near('a', 'Bretagne', 50), near('b', 'Pays de la Loire', 50.4), near('c', 'Pays de la Loire', 50.8)] }),
    });
    expect(within(map()).getByRole('button', { name: /^3 résidences dans ce secteur \(Pays de la Loire\)\s:\sagrandir la carte$/ })).toBeInTheDocument();
    unmount();
    renderWizard({ config: config({ residences: [near('a', '', 50), near('b', '', 50.4), near('c', '', 50.8)] }) });
    expect(within(map()).getByRole('button', { name: /^3 résidences dans ce secteur\s:\sagrandir la carte$/ })).toBeInTheDocument();
  });

  it('writes a count of a thousand or more as French does, on the bubble, in its name and over its list', async () => {
    const user = userEvent.setup();
    const residences = Array.from({ length: 1000 }, (_, index) => residence({ id: `r${index}`, name: `Résidence ${index}`, region: 'Bretagne', position: { positionX: 30, positionY: 30 } }));
    renderWizard({ config: config({ residences }) });
    const cluster = within(map()).getByRole('button', { name: /^1\u202f000 résidences à cet endroit \(Bretagne\)\s:\svoir la liste$/ });
    expect(cluster.textContent).toBe('1\u202f000');
    await user.click(cluster);
    expect(within(map()).getByRole('group', { name: /^1\u202f000 résidences à cet endroit\s:$/ })).toBeInTheDocument();
  });

  it('places each map point by its percentage position', () => {
    renderWizard();
    const rennes = point('Résidence La Villa des Lices, Bretagne, Ouverture prochaine');
    expect(rennes.style.left).toBe('32%');
    expect(rennes.style.top).toBe('27%');
  });

  it('gives the search box a visible label', () => {
    renderWizard();
    expect(screen.getByText('Rechercher une résidence').tagName).toBe('LABEL');
    expect(search()).toHaveValue('');
  });

  it('reads the residences for the search once its box has the focus, so that the first letter finds them ready', async () => {
    const user = userEvent.setup();
    // The search reads each residence's text in its decomposed form (and each query, which this leaves out).
    const names = config().residences.map((residence) => residence.name);
    const normalize = jest.spyOn(String.prototype, 'normalize');
    const decomposed = () => normalize.mock.calls.filter(([form], call) => form === 'NFD' && names.some((name) => String(normalize.mock.contexts[call]).startsWith(name))).length;
    try {
      renderWizard({ strict: true });
      expect(decomposed()).toBe(0);
      act(() => search().focus());
      await waitFor(() => expect(decomposed()).toBe(3));
      await user.type(search(), 'b');
      await screen.findByText('1 résidence trouvée');
      expect(decomposed()).toBe(3);
    } finally {
      normalize.mockRestore();
    }
  });

  it('filters the list by region, ignoring case and accents', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.type(search(), 'RHONE');
    await screen.findByText('1 résidence trouvée');
    expect(entries()).toHaveLength(1);
    expect(entries()[0]).toHaveTextContent('Les Terrasses de la Croix-Rousse');
  });

  it('filters the map with the list', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.type(search(), 'cote d azur');
    await screen.findByText('1 résidence trouvée');
    expect(points()).toHaveLength(1);
    expect(points()[0]).toHaveAccessibleName("Résidence Le Domaine des Oliviers, Provence-Alpes-Côte d'Azur, Tarif sur demande");
  });

  it('filters by name too', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.type(search(), 'villa');
    await screen.findByText('1 résidence trouvée');
    expect(entries()[0]).toHaveTextContent('La Villa des Lices');
  });

  it('finds « Île-de-France » when the visitor types « ile de france »', async () => {
    const user = userEvent.setup();
    renderWizard({ config: config({ residences: [residence(), residence({ id: 'paris', name: 'Les Terrasses de Grenelle', region: 'Île-de-France' })] }) });
    await user.type(search(), 'ile de france');
    await screen.findByText('1 résidence trouvée');
    expect(entries()[0]).toHaveTextContent('Les Terrasses de Grenelle');
  });

  it('announces the number of results in a polite status', async () => {
    const user = userEvent.setup();
    renderWizard();
    expect(screen.getByText('3 résidences trouvées')).toHaveAttribute('role', 'status');
    await user.type(search(), 'bretagne');
    expect(await screen.findByText('1 résidence trouvée')).toHaveAttribute('role', 'status');
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.type(search(), 'Corse');
    expect(await screen.findByText('Aucune résidence ne correspond à votre recherche.')).toHaveAttribute('role', 'status');
    expect(within(list()).queryAllByRole('button')).toHaveLength(0);
    expect(within(map()).queryAllByRole('button')).toHaveLength(0);
  });

  it('offers « Effacer la recherche » when nothing matches, which shows every residence and goes back to the box', async () => {
    const user = userEvent.setup();
    renderWizard();
    expect(screen.queryByRole('button', { name: 'Effacer la recherche' })).not.toBeInTheDocument();
    await user.type(search(), 'Corse');
    await user.click(await screen.findByRole('button', { name: 'Effacer la recherche' }));
    expect(search()).toHaveValue('');
    expect(search()).toHaveFocus();
    expect(await screen.findByText('3 résidences trouvées')).toBeInTheDocument();
    expect(entries()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Effacer la recherche' })).not.toBeInTheDocument();
  });

  it('offers no « Effacer la recherche » while something matches', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.type(search(), 'bretagne');
    await screen.findByText('1 résidence trouvée');
    expect(screen.queryByRole('button', { name: 'Effacer la recherche' })).not.toBeInTheDocument();
  });

  it('shows every residence again when the search is cleared', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.type(search(), 'bretagne');
    await screen.findByText('1 résidence trouvée');
    await user.clear(search());
    await screen.findByText('3 résidences trouvées');
    expect(entries()).toHaveLength(3);
    expect(points()).toHaveLength(3);
  });

  it('highlights the entry and its map point when the entry is hovered', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.hover(entry(/La Villa des Lices/));
    expect(entry(/La Villa des Lices/)).toHaveClass('qw-entry--highlighted');
    expect(point('Résidence La Villa des Lices, Bretagne, Ouverture prochaine')).toHaveClass('qw-map__point--highlighted');
    expect(point('Résidence Le Domaine des Oliviers, Provence-Alpes-Côte d\'Azur, Tarif sur demande')).not.toHaveClass('qw-map__point--highlighted');
  });

  it('removes the highlight when the pointer leaves the entry', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.hover(entry(/La Villa des Lices/));
    await user.unhover(entry(/La Villa des Lices/));
    expect(entry(/La Villa des Lices/)).not.toHaveClass('qw-entry--highlighted');
    expect(point('Résidence La Villa des Lices, Bretagne, Ouverture prochaine')).not.toHaveClass('qw-map__point--highlighted');
  });

  it('highlights the entry when its map point is hovered', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.hover(point('Résidence La Villa des Lices, Bretagne, Ouverture prochaine'));
    expect(point('Résidence La Villa des Lices, Bretagne, Ouverture prochaine')).toHaveClass('qw-map__point--highlighted');
    expect(entry(/La Villa des Lices/)).toHaveClass('qw-entry--highlighted');
    expect(entry(/Les Terrasses de la Croix-Rousse/)).not.toHaveClass('qw-entry--highlighted');
  });

  it('highlights the pair when an entry gets keyboard focus', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.tab(); // the search box
    await user.tab(); // the first entry
    expect(entry(/Les Terrasses de la Croix-Rousse/)).toHaveFocus();
    expect(point('Résidence Les Terrasses de la Croix-Rousse, Auvergne-Rhône-Alpes')).toHaveClass('qw-map__point--highlighted');
  });

  it('moves to the form when an entry is clicked', async () => {
    const user = userEvent.setup();
    const { store } = renderWizard();
    await user.click(entry(/La Villa des Lices/));
    expect(await screen.findByRole('heading', { name: 'Vos informations' })).toBeInTheDocument();
    expect(screen.getByText('La Villa des Lices', { selector: 'strong' })).toBeInTheDocument();
    expect(store.getState().residenceId).toBe('rennes');
  });

  it('moves to the form when a map point is clicked', async () => {
    const user = userEvent.setup();
    const { store } = renderWizard();
    await user.click(point('Résidence Le Domaine des Oliviers, Provence-Alpes-Côte d\'Azur, Tarif sur demande'));
    expect(await screen.findByRole('heading', { name: 'Vos informations' })).toBeInTheDocument();
    expect(screen.getByText('Le Domaine des Oliviers', { selector: 'strong' })).toBeInTheDocument();
    expect(store.getState().residenceId).toBe('nice');
  });

  it('chooses an entry with the keyboard alone', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Vos informations' })).toBeInTheDocument();
  });

  describe('the way past a long list', () => {
    const skip = () => screen.queryByRole('button', { name: 'Passer la liste et aller à la carte' });
    const back = () => screen.queryByRole('button', { name: 'Revenir à la recherche' });

    it('is the Tab stop after the search box, and takes the focus to the first control of the map', async () => {
      const user = userEvent.setup();
      const { store } = renderWizard({ config: longList() });
      search().focus();
      await user.tab();
      expect(skip()).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(points()[0]).toHaveFocus();
      expect(store.getState().step).toBe(0);
    });

    it('goes once a search keeps fewer than eight entries, with the way back: Tab then leads from the box to the first', async () => {
      const user = userEvent.setup();
      renderWizard({ config: longList() });
      expect(skip()).toBeInTheDocument();
      expect(back()).toBeInTheDocument();
      await user.type(search(), 'normandie');
      await screen.findByText('1 résidence trouvée');
      expect(skip()).not.toBeInTheDocument();
      expect(back()).not.toBeInTheDocument();
      await user.tab();
      expect(document.activeElement).toBe(entry(/Résidence numéro 9/));
    });

    it('is not there for a short list', () => {
      renderWizard();
      expect(skip()).not.toBeInTheDocument();
      expect(back()).not.toBeInTheDocument();
    });

    it('has a way back after the map: the Tab stop after its last point, which takes the focus to the search box', async () => {
      const user = userEvent.setup();
      renderWizard({ config: longList() });
      const all = points();
      all[all.length - 1].focus();
      await user.tab();
      expect(back()).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(search()).toHaveFocus();
    });
  });

  it('opens at the form when a residence is preselected', () => {
    renderWizard({ initial: { residence: residence() } });
    expect(screen.getByRole('heading', { level: 3, name: 'Vos informations' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('still lets the visitor go back to the search after a preselection', async () => {
    const user = userEvent.setup();
    renderWizard({ initial: { residence: residence() } });
    await user.click(within(screen.getByRole('navigation')).getByRole('button', { name: /Rechercher sa résidence/ }));
    expect(await screen.findByRole('searchbox', { name: 'Rechercher une résidence' })).toBeInTheDocument();
  });

  it('marks the chosen residence in the list after going back', async () => {
    const user = userEvent.setup();
    renderWizard({ initial: { residence: residence() } });
    await user.click(within(screen.getByRole('navigation')).getByRole('button', { name: /Rechercher sa résidence/ }));
    await screen.findByRole('searchbox');
    expect(entry(/Les Terrasses de la Croix-Rousse/)).toHaveTextContent('choisie');
    expect(entry(/Les Terrasses de la Croix-Rousse/)).toHaveClass('qw-entry--selected');
  });

  it('puts the map beside the list, sticky, in a widget 57.5 em wide or more, whatever the window', () => {
    const page = fakePage();
    page.widgetWidth = () => 57.5;
    const { container } = renderWizard({ page });
    expect(map().closest('.qw-search__map')).toHaveClass('qw-search__map--sticky');
    expect(container.querySelector('.qw-root')).toHaveClass('qw-root--map-beside');
  });

  it('keeps the map in the flow after the list in a narrower widget, even in a wide window (a CMS column)', () => {
    const page = fakePage();
    page.widgetWidth = () => 57.4;
    const { container } = renderWizard({ page });
    expect(map().closest('.qw-search__map')).not.toHaveClass('qw-search__map--sticky');
    expect(container.querySelector('.qw-root')).not.toHaveClass('qw-root--map-beside');
  });

  it.each([false, true])("gives the sticky map its height and the host header's for the stylesheet, and takes them back once the map no longer sticks (StrictMode: %s)", (strict) => {
    // jsdom has no resize observer: this one reports when the test says the layout changed.
    const observed: Array<{ element: Element; observer: FakeResizeObserver }> = [];
    class FakeResizeObserver {
      constructor(readonly callback: ResizeObserverCallback) {}
      observe(element: Element) {
        observed.push({ element, observer: this });
      }
      unobserve() {}
      disconnect() {
        for (let index = observed.length - 1; index >= 0; index -= 1) if (observed[index].observer === this) observed.splice(index, 1);
      }
    }
    const saved = window.ResizeObserver;
    window.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
    try {
      const { page, resize } = resizablePage();
      let header = 130;
      page.topOffset = () => header;
      const { container } = renderWizard({ page, strict });
      const box = container.querySelector<HTMLElement>('.qw-search__map') as HTMLElement;
      jest.spyOn(box, 'offsetHeight', 'get').mockReturnValue(569);
      act(() => observed.filter(({ element }) => element === box).forEach(({ observer }) => observer.callback([], observer as unknown as ResizeObserver)));
      expect(box).toHaveClass('qw-search__map--sticky');
      expect(box.style.getPropertyValue('--qw-map-height')).toBe('569px');
      expect(box.style.getPropertyValue('--qw-top-offset')).toBe('130px');
      // The host's header grows at another width: read again on resize.
      header = 150;
      act(() => resize(1400));
      expect(box.style.getPropertyValue('--qw-top-offset')).toBe('150px');
      act(() => resize(800));
      expect(box).not.toHaveClass('qw-search__map--sticky');
      expect(box.style.getPropertyValue('--qw-map-height')).toBe('');
      expect(box.style.getPropertyValue('--qw-top-offset')).toBe('');
    } finally {
      window.ResizeObserver = saved;
    }
  });

  it('re-reads the stickiness when the widget is resized', () => {
    const { page, resize } = resizablePage();
    const { container } = renderWizard({ page });
    expect(map().closest('.qw-search__map')).toHaveClass('qw-search__map--sticky');
    act(() => resize(800));
    expect(map().closest('.qw-search__map')).not.toHaveClass('qw-search__map--sticky');
    expect(container.querySelector('.qw-root')).not.toHaveClass('qw-root--map-beside');
    act(() => resize(920));
    expect(container.querySelector('.qw-root')).toHaveClass('qw-root--map-beside');
  });
});
