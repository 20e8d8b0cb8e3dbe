import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { WizardApp } from '../../../src/app/WizardApp';
import { parseConfig, type ConfigSources } from '../../../src/config/parse-config';
import type { WizardConfig } from '../../../src/config/types';
import type { WizardEventMap, WizardEventName } from '../../../src/domain/host-events';
import type { Residence } from '../../../src/domain/residence';
import type { HttpClient } from '../../../src/services/http-client';
import type { WizardHost } from '../../../src/store/host';
import { createWizardStore, type InitialWizard, type WizardStore } from '../../../src/store/wizard-store';

/** A residence with every field set; override what a test cares about. */
export function residence(overrides: Partial<Residence> = {}): Residence {
  return {
    id: 'lyon-croix-rousse',
    name: 'Les Terrasses de la Croix-Rousse',
    region: 'Auvergne-Rhône-Alpes',
    description: 'Au cœur des pentes, à deux pas du marché.',
    image: '/images/residence-1.svg',
    link: 'https://exemple.fr/lyon',
    isOpen: true,
    position: { positionX: 67.8, positionY: 50.9 },
    prices: { studio: 1250, one_room: 1640, two_room: 2100 },
    ...overrides,
  };
}

export function config(overrides: Partial<WizardConfig> = {}): WizardConfig {
  return {
    residences: [
      residence(),
      residence({ id: 'rennes', name: 'La Villa des Lices', region: 'Bretagne', isOpen: false, link: undefined, position: { positionX: 32, positionY: 27 }, prices: { studio: 990.5, one_room: 1390 } }),
      residence({ id: 'nice', name: 'Le Domaine des Oliviers', region: "Provence-Alpes-Côte d'Azur", position: { positionX: 90, positionY: 80 }, prices: { three_room: 3100 } }),
    ],
    generalConditionsGdpr: 'J’accepte la <a href="https://exemple.fr/rgpd">politique de confidentialité</a>.',
    residenceOffers: '<p><strong>Offre du moment</strong> : frais de dossier offerts.</p>',
    disclaimer: 'Tarifs indicatifs.',
    apiRoot: '/api',
    stayLink: 'https://exemple.fr/sejour',
    ...overrides,
  };
}

/** Parses raw sources like mount() does; throws when the configuration is unusable. */
export function parsedConfig(sources: ConfigSources): WizardConfig {
  const result = parseConfig(sources);
  if (!result.ok) throw new Error(result.errors.join('; '));
  return result.config;
}

export interface FakeHost extends WizardHost {
  events: Array<{ name: WizardEventName; detail: unknown }>;
  requests: Array<{ method: string; path: string; body: unknown }>;
  layer: unknown[] | undefined;
  modalOpen: boolean;
  scrolls: number;
}

/** A host that records what the widget asks of the page; `respond` decides each HTTP answer. */
export function fakeHost(respond: (body: unknown) => Promise<unknown> = async () => ({ id: 1 })): FakeHost {
  const http: HttpClient = async (method, path, body) => {
    host.requests.push({ method, path, body });
    return respond(body);
  };
  const host: FakeHost = {
    events: [],
    requests: [],
    layer: undefined,
    modalOpen: false,
    scrolls: 0,
    emit<K extends WizardEventName>(name: K, detail: WizardEventMap[K]) {
      host.events.push({ name, detail });
    },
    http,
    dataLayer: () => host.layer,
    setModalOpen(open) {
      host.modalOpen = open;
    },
    scrollToTop() {
      host.scrolls += 1;
    },
    prefersReducedMotion: () => false,
    onResize: () => () => undefined,
    viewportWidth: () => 1280,
    onScroll: () => () => undefined,
  };
  return host;
}

export interface Rendered extends RenderResult {
  host: FakeHost;
  store: WizardStore;
  config: WizardConfig;
}

/** Renders the whole wizard with its providers, as mount() does, around a fake host. */
export function renderWizard(options: { config?: WizardConfig; host?: FakeHost; initial?: InitialWizard } = {}): Rendered {
  const cfg = options.config ?? config();
  const host = options.host ?? fakeHost();
  const store = createWizardStore(options.initial);
  const ui: ReactElement = <WizardApp host={host} config={cfg} store={store} />;
  return { ...render(ui), host, store, config: cfg };
}
