// The same package from a CommonJS TypeScript file: require() resolution and its declarations.
import { mount, type WizardConfigInput } from 'quote-wizard';
import { parseConfig } from 'quote-wizard/server';

const config: WizardConfigInput = { residences: [{ id: 'a', name: 'A', position: { positionX: 1, positionY: 2 }, prices: { studio: 900 } }] };
mount(document.body, config).unmount();
export const ok: boolean = parseConfig({ json: config }).ok;
// @ts-expect-error typed, not any
export const wrong: string = parseConfig({ json: config }).ok;
