import { render, screen, within, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { WizardApp } from '../../../src/app/WizardApp';
import { parseConfig, type ConfigSources } from '../../../src/config/parse-config';
import type { WizardConfig } from '../../../src/config/types';
import type { WizardEventMap, WizardEventName } from '../../../src/domain/host-events';
import type { Residence } from '../../../src/domain/residence';
import { onMapsAuthFailure } from '../../../src/embed/maps-auth-failure';
import type { HttpClient } from '../../../src/services/http-client';
import type { PageServices } from '../../../src/store/page';
import { createWizardStore, type InitialWizard, type WizardState, type WizardStore } from '../../../src/store/wizard-store';

/** A residence with every field set; override what a test cares about. */
export function residence(overrides: Partial<Residence> = {}): Residence {
  return {
    id: 'lyon-croix-rousse',
    name: 'Les Terrasses de la Croix-Rousse',
    region: 'Auvergne-Rhône-Alpes',
    description: 'Au cœur des pentes, à deux pas du marché.',
    image: '/images/residence-1.jpg',
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
    saveProgress: true,
    saveContact: false,
    debug: false,
    testMode: false,
    ...overrides,
  };
}

/**
 * Ten residences, long enough a list for the way past it, and far enough apart on the map for each to keep a
 * point of its own.
 */
export function longList(): WizardConfig {
  return config({
    residences: Array.from({ length: 10 }, (_, index) =>
      residence({ id: `r${index}`, name: `Résidence numéro ${index}`, region: index < 9 ? 'Bretagne' : 'Normandie', position: { positionX: 5 + index * 10, positionY: 5 + index * 9 } }),
    ),
  });
}

/** Parses raw sources like mount() does; throws when the configuration is unusable. */
export function parsedConfig(sources: ConfigSources): WizardConfig {
  const result = parseConfig(sources);
  if (!result.ok) throw new Error(result.errors.join('; '));
  return result.config;
}

export interface FakePage extends PageServices {
  events: Array<{ name: WizardEventName; detail: unknown }>;
  requests: Array<{ method: string; path: string; body: unknown }>;
  /** The extra headers of each request, in the same order (the Idempotency-Key). */
  requestHeaders: Array<Record<string, string> | undefined>;
  layer: unknown[] | undefined;
  modalOpen: boolean;
  scrolls: number;
  /** The heading given with each scroll to the top, which the scroll must keep whole in the window. */
  scrollHeadings: Array<Element | undefined>;
  /** The parts of the widget brought into the window, in order. */
  broughtIntoView: Element[];
}

/** A page that records what the widget asks of it; `respond` decides each HTTP answer. */
export function fakePage(respond: (body: unknown) => Promise<unknown> = async () => ({ id: 1 })): FakePage {
  const http: HttpClient = async (method, path, body, headers) => {
    page.requests.push({ method, path, body });
    page.requestHeaders.push(headers);
    return respond(body);
  };
  const page: FakePage = {
    widget: '#devis',
    events: [],
    requests: [],
    requestHeaders: [],
    layer: undefined,
    modalOpen: false,
    scrolls: 0,
    scrollHeadings: [],
    broughtIntoView: [],
    emit<K extends WizardEventName>(name: K, detail: WizardEventMap[K]) {
      page.events.push({ name, detail });
    },
    http,
    dataLayer: () => page.layer,
    setModalOpen(open) {
      page.modalOpen = open;
    },
    scrollToTop(heading) {
      page.scrolls += 1;
      page.scrollHeadings.push(heading);
    },
    bringIntoView(part) {
      page.broughtIntoView.push(part);
    },
    prefersReducedMotion: () => false,
    onResize: () => () => undefined,
    widgetWidth: () => 80,
    onWidgetResize: () => () => undefined,
    topOffset: () => 90,
    onScroll: () => () => undefined,
    onHide: () => () => undefined,
    // The page's real handler over jsdom's window: a test calls window.gm_authFailure() as Google would.
    onMapsAuthFailure: (listener) => onMapsAuthFailure(window, listener),
    // Idle work (loading the later steps) runs at once: tests wait for what it shows, as a visitor would.
    whenIdle(callback) {
      callback();
      return () => undefined;
    },
  };
  return page;
}

export interface Rendered extends RenderResult {
  page: FakePage;
  store: WizardStore;
  config: WizardConfig;
}

/** Store values to start from, set before the first render (e.g. `{ step: 2, housingType: 'studio' }`). */
export type StartState = Partial<Pick<WizardState, 'step' | 'housingType' | 'visitor' | 'residenceId'>>;

/**
 * Renders the whole wizard with its providers, as mount() does, around a fake page; `strict` wraps it in
 * <StrictMode>, as a React host in development would.
 */
export function renderWizard(options: { config?: WizardConfig; page?: FakePage; initial?: InitialWizard; state?: StartState; strict?: boolean } = {}): Rendered {
  const cfg = options.config ?? config();
  const page = options.page ?? fakePage();
  const store = createWizardStore(options.initial);
  if (options.state) store.setState(options.state);
  const ui: ReactElement = <WizardApp page={page} config={cfg} store={store} />;
  const renderOptions: Omit<RenderOptions, 'queries'> = { reactStrictMode: options.strict ?? false };
  return { ...render(ui, renderOptions), page, store, config: cfg };
}

/** What fillVisitorForm types and picks, by visible French label; a field left undefined is not touched. */
export interface VisitorInput {
  civility?: 'Monsieur' | 'Madame';
  firstName?: string;
  lastName?: string;
  email?: string;
  phoneNumber?: string;
  status?: 'Futur résident' | 'Proche' | 'Parent';
  knowUs?: string;
  housing?: 'T1' | 'T2' | 'T3' | 'T4';
  promotions?: boolean;
  rgpd?: boolean;
}

/** A complete, valid step-1 answer. */
export const validVisitor: Required<VisitorInput> = {
  civility: 'Madame',
  firstName: 'Jeanne',
  lastName: 'Dupont',
  email: 'jeanne.dupont@exemple.fr',
  phoneNumber: '06 12 34 56 78',
  status: 'Proche',
  knowUs: 'Internet',
  housing: 'T2',
  promotions: false,
  rgpd: true,
};

/** Where fillVisitorForm looks: the document (`screen`), or `within(...)` of a shadow root's widget. */
export type Scope = Pick<typeof screen, 'getByRole' | 'getAllByRole'>;

/** The GDPR checkbox, whatever its configured text (it is the required one of the two). */
export function gdprCheckbox(scope: Scope = screen): HTMLElement {
  const box = scope.getAllByRole('checkbox').find((element) => element.getAttribute('name') === 'rgpd');
  if (!box) throw new Error('no GDPR checkbox on screen');
  return box;
}

/** Fills step 1 as a visitor would, by label. */
export async function fillVisitorForm(user: UserEvent, input: VisitorInput = validVisitor, scope: Scope = screen): Promise<void> {
  if (input.civility) await user.click(scope.getByRole('radio', { name: input.civility }));
  const texts: Array<[string, string | undefined]> = [
    ['Prénom', input.firstName],
    ['Nom', input.lastName],
    ['Adresse e-mail', input.email],
    ['Téléphone', input.phoneNumber],
  ];
  for (const [label, value] of texts) if (value) await user.type(scope.getByRole('textbox', { name: label }), value);
  if (input.status) await user.click(scope.getByRole('radio', { name: input.status }));
  if (input.knowUs) await user.selectOptions(scope.getByRole('combobox', { name: 'Comment nous avez-vous connus\u00a0?' }), input.knowUs);
  if (input.housing) await user.click(within(scope.getByRole('group', { name: 'Type de logement' })).getByRole('radio', { name: input.housing }));
  if (input.promotions) await user.click(scope.getByRole('checkbox', { name: /J’accepte de recevoir les offres/ }));
  if (input.rgpd) await user.click(gdprCheckbox(scope));
}

/** A promise settled from outside, to hold a request in flight. */
export function deferred<T>(): { promise: Promise<T>; resolve(value: T): void; reject(error: unknown): void } {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}
