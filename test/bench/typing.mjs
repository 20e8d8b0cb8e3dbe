// The worst keystroke: a field clicked, then keys pressed one at a time at an older visitor's pace.
import { pause, worstEvent } from './phase.mjs';

const KEY_EVENTS = ['keydown', 'keypress', 'beforeinput', 'input', 'keyup'];

/** The simulated typist: a key every 200 ms, each held down 80 ms. */
export const KEY_EVERY_MS = 200;
const KEY_HELD_MS = 80;

/** Clicks `field` (a locator), types `keys` (Playwright key names, chords allowed) and returns the worst event. */
export async function worstKeystroke(session, field, keys) {
  const { page } = session;
  await field.click();
  return worstEvent(session, {
    names: KEY_EVENTS,
    counted: 'keydown',
    act: async () => {
      for (const key of keys) {
        await page.keyboard.press(key, { delay: KEY_HELD_MS });
        await pause(KEY_EVERY_MS - KEY_HELD_MS);
      }
      return keys.length;
    },
  });
}
