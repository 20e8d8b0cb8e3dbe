// Shared steps and measurements of the accessibility journeys. Everything here reads the page the
// way a browser lays it out: the widget lives in an open shadow root, so focus is followed through
// shadowRoot.activeElement and boxes are measured with getBoundingClientRect.
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import { chooseResidence as chooseInList, fillVisitorForm, VISITOR } from './journey.mjs';

/** WCAG 2.0 / 2.1 / 2.2 A and AA, the tags of the accessibility target. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export const HOST = '[data-quote-wizard]';
/**
 * The element the widget adds to the page's container and puts its shadow root on: `host.shadowRoot` in an
 * evaluate() reads the widget, and getByRole() reaches into it.
 */
export const widget = (page) => page.locator(`${HOST} > quote-wizard-root`).first();

/** axe violations of the whole page, shadow DOM included, as short readable lines (empty when clean). */
export async function axeViolations(page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.help} → ${violation.nodes.map((node) => JSON.stringify(node.target)).slice(0, 4).join(', ')}`);
}

/**
 * The list named `name` as Chromium's accessibility tree gives it to screen readers: for each of its items, the
 * "role name" of what the item holds. Nodes the tree ignores (wrappers, and what the browser has not drawn) are
 * passed through to their children, as screen readers see them.
 */
export async function listForScreenReaders(page, name) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const byId = new Map(nodes.map((node) => [node.nodeId, node]));
    const seen = (ids = []) => ids.flatMap((id) => (byId.get(id).ignored ? seen(byId.get(id).childIds) : [byId.get(id)]));
    const lists = nodes.filter((node) => !node.ignored && node.role?.value === 'list' && node.name?.value === name);
    if (lists.length !== 1) throw new Error(`${lists.length} lists named « ${name} » in the accessibility tree`);
    return seen(lists[0].childIds).map((item) => ({ role: item.role?.value, holds: seen(item.childIds).map((child) => `${child.role?.value} ${child.name?.value}`) }));
  } finally {
    await cdp.detach();
  }
}

/**
 * Asserts that a screen reader is given the list of residences as `residences`, in order: each an item holding one
 * button named after what its entry shows (name first, « Ouverture prochaine » for one not open yet).
 */
export async function assertListNamed(page, residences) {
  const items = await listForScreenReaders(page, 'Liste des résidences');
  assert.equal(items.length, residences.length);
  items.forEach((item, index) => {
    const residence = residences[index];
    assert.equal(item.role, 'listitem', residence.name);
    assert.equal(item.holds.length, 1, residence.name);
    assert.ok(item.holds[0].startsWith(`button ${residence.name} `), `${residence.name}: ${item.holds[0]}`);
    assert.equal(item.holds[0].includes('Ouverture prochaine'), residence.isOpen === false, item.holds[0]);
  });
}

/**
 * Presses Tab until the focused element's text is `text`, and returns it; fails after `limit` presses. `eachStop`,
 * when given, is awaited on every stop passed on the way (the focused element), to check it.
 */
export async function tabUntil(page, text, { limit, eachStop = async () => {} }) {
  for (let presses = 0; ; presses += 1) {
    const now = await focused(page);
    if (now.text === text) return now;
    assert.ok(presses < limit, `« ${text} » within ${limit} presses of Tab`);
    await eachStop(now, presses);
    await page.keyboard.press('Tab');
  }
}

/**
 * The element that really has focus, followed through open shadow roots: { tag, id, name, text, role, inShadow,
 * label } — enough to say "focus is on the Prénom box" without a selector —, `top`, where its box starts below the
 * window's top edge, and `ringPast`, by how many pixels
 * its focus ring (the border box grown by the outline's width and offset) passes each edge of the window, null
 * when no outline is drawn.
 */
export async function focused(page) {
  return page.evaluate(() => {
    let element = document.activeElement;
    let inShadow = false;
    while (element?.shadowRoot?.activeElement) {
      element = element.shadowRoot.activeElement;
      inShadow = true;
    }
    if (!element || element === document.body) return { tag: 'body', inShadow: false, label: '', ringPast: null };
    const root = element.getRootNode();
    const byId = (id) => root.getElementById?.(id)?.textContent ?? '';
    const labelled = element.getAttribute('aria-labelledby');
    const forLabel = element.id ? root.querySelector?.(`label[for="${CSS.escape(element.id)}"]`)?.textContent : '';
    const label = (element.getAttribute('aria-label') ?? (labelled ? labelled.split(' ').map(byId).join(' ') : '') ?? '') || forLabel || element.textContent || '';
    const style = getComputedStyle(element);
    const grow = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
    const box = element.getBoundingClientRect();
    const ringPast =
      style.outlineStyle === 'none'
        ? null
        : {
            top: Math.max(0, grow - box.top),
            bottom: Math.max(0, box.bottom + grow - innerHeight),
            left: Math.max(0, grow - box.left),
            right: Math.max(0, box.right + grow - innerWidth),
          };
    return {
      tag: element.tagName.toLowerCase(),
      id: element.id,
      type: element.getAttribute('type') ?? '',
      name: element.getAttribute('name') ?? '',
      value: element.value ?? '',
      role: element.getAttribute('role') ?? '',
      text: (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
      label: label.replace(/[\s\u00a0\u202f]+/g, ' ').replace(/\s*\*$/, '').trim(),
      inShadow,
      top: Math.round(box.top),
      ringPast,
    };
  });
}

/** Where the page's scroll and the widget's live regions stand; polite regions are role=status. */
export async function liveText(page) {
  return widget(page).evaluate((host) => Array.from(host.shadowRoot.querySelectorAll('[role="status"], [aria-live="polite"]'), (node) => (node.textContent ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim()).filter(Boolean));
}

/** Waits until the element matching `selector` inside the shadow root has focus. */
export async function waitForShadowFocus(page, selector) {
  await page.waitForFunction(
    ([host, css]) => {
      const root = document.querySelector(host)?.querySelector('quote-wizard-root')?.shadowRoot;
      const target = root?.querySelector(css);
      return Boolean(target) && root.activeElement === target;
    },
    [HOST, selector],
  );
}

/** Chooses a residence in the list (the pointer way, for tests whose subject is later). */
export const chooseResidence = (page, name = "La Villa de l’Erdre") => chooseInList(widget(page), name);

/** Fills step 1 with valid values (pointer and typing; not for the keyboard journey). */
export const fillForm = (page, { housing = 'T2' } = {}) => fillVisitorForm(widget(page), { ...VISITOR, housing, promotions: false });

/** From a fresh page to step 2 (Votre tarif). */
export async function reachOffer(page, options) {
  await chooseResidence(page, options?.residence);
  await fillForm(page, options);
  await widget(page).getByRole('button', { name: 'Découvrir mon tarif' }).click();
  await widget(page).getByRole('heading', { name: 'Votre tarif' }).waitFor();
}

/**
 * Sideways scrolling and clipping: the page's scroll and client widths, and every widget box that either sticks
 * out of the viewport or cuts its own content (a box without text, such as a decorative image frame, cannot
 * hide words; text boxes scroll their value natively), or whose text passes the side of the widget or of the box
 * that clips it (a list entry paints nothing past its own box): hidden, or standing out over the host page. The
 * open dialog is laid over the window, not the widget.
 */
export async function overflow(page) {
  return page.evaluate((hostSelector) => {
    const doc = document.scrollingElement ?? document.documentElement;
    const host = document.querySelector(`${hostSelector} > quote-wizard-root`);
    const clipped = [];
    const range = document.createRange();
    const describe = (element) => `${element.tagName.toLowerCase()}.${String(element.className?.baseVal ?? element.className ?? '').split(' ').join('.')}`;
    const root = host.shadowRoot.querySelector('.qw-root');
    const clips = (element) => {
      const style = getComputedStyle(element);
      return element === root || element.matches('dialog[open]') || style.overflowX !== 'visible' || /paint|strict|content/.test(style.contain);
    };
    const frameOf = (element) => {
      let frame = element.parentElement;
      while (frame && !clips(frame)) frame = frame.parentElement;
      return frame ?? root;
    };
    const forEarsOnly = (element) => {
      // Visually hidden, for screen readers only: the .qw-sr-only class, or what a narrow screen hides the same way.
      for (let node = element; node; node = node.parentElement) if (node.classList.contains('qw-sr-only') || getComputedStyle(node).clipPath === 'inset(50%)') return true;
      return false;
    };
    for (const element of host.shadowRoot.querySelectorAll('*')) {
      if (element.closest('svg, dialog:not([open])') || forEarsOnly(element)) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const hasText = element.textContent.trim() !== '' && !['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName);
      if (hasText && element.scrollWidth > element.clientWidth + 1 && style.overflowX !== 'visible') clipped.push(`${describe(element)} cuts its width ${element.scrollWidth}>${element.clientWidth}`);
      // Scrolling down inside a box (a tall dialog) is fine; sideways is not.
      if (hasText && element.scrollHeight > element.clientHeight + 1 && ['hidden', 'clip'].includes(style.overflowY)) clipped.push(`${describe(element)} cuts its height ${element.scrollHeight}>${element.clientHeight}`);
      // Anything that sticks out of the viewport to the right (or left) needs a sideways scroll.
      if (box.right > innerWidth + 1 || box.left < -1) clipped.push(`${describe(element)} spans ${Math.round(box.left)}..${Math.round(box.right)} of ${innerWidth}`);
      if (hasText && !element.matches('dialog[open]') && root.contains(element)) {
        const frame = frameOf(element).getBoundingClientRect();
        if (box.right > frame.right + 1 || box.left < frame.left - 1) {
          clipped.push(`${describe(element)} passes its frame: ${Math.round(box.left)}..${Math.round(box.right)} in ${Math.round(frame.left)}..${Math.round(frame.right)}`);
          continue;
        }
        // A word wider than its flex item's room runs past the element's box, which itself stays in its frame.
        for (const node of element.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE || !node.data.trim()) continue;
          range.selectNodeContents(node);
          for (const line of range.getClientRects()) {
            if (line.width > 0 && (line.right > frame.right + 1 || line.left < frame.left - 1)) {
              clipped.push(`« ${node.data.trim().slice(0, 30)} » in ${describe(element)} passes its frame: ${Math.round(line.left)}..${Math.round(line.right)} in ${Math.round(frame.left)}..${Math.round(frame.right)}`);
              break;
            }
          }
        }
      }
    }
    return { pageScrollWidth: doc.scrollWidth, pageClientWidth: doc.clientWidth, clipped };
  }, HOST);
}

/** Rounded bounding boxes of the widget elements matching `selector` (visible ones only). */
export async function boxes(page, selector) {
  return widget(page).evaluate((host, css) => {
    // What is visually hidden for screen readers only is no target for a finger or a pointer.
    const forEarsOnly = (element) => {
      for (let node = element; node; node = node.parentElement) if (node.classList.contains('qw-sr-only') || getComputedStyle(node).clipPath === 'inset(50%)') return true;
      return false;
    };
    return Array.from(host.shadowRoot.querySelectorAll(css))
      .filter((element) => !forEarsOnly(element))
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('name') ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        return { name, width: Math.round(box.width * 10) / 10, height: Math.round(box.height * 10) / 10 };
      })
      .filter((box) => box.width > 0 && box.height > 0);
  }, selector);
}

/** Widens the host page's root font size, the way a browser's "text size" setting does (the widget sizes in rem). */
export async function setTextSize(page, percent) {
  await page.evaluate((value) => {
    document.documentElement.style.setProperty('font-size', `${value}%`);
  }, percent);
}

/**
 * Words the browser broke across two lines (hyphens and slashes are fair places to break), in `selector`; words
 * joined by a no-break space (« Consentement : », « 1 250 € ») count as one, as French typography sets them. With
 * `fitting`, only those that set whole would have fitted their line: the width of the box that lays the text out,
 * less what sits beside the text in a row flex box (a word wider than that has nowhere to go but in pieces).
 */
export async function brokenWords(page, selector = '*', { fitting = false } = {}) {
  return widget(page).evaluate(
    (host, [css, onlyFitting]) => {
      const broken = [];
      const range = document.createRange();
      const forEarsOnly = (element) => {
        for (let node = element; node; node = node.parentElement) if (node.classList.contains('qw-sr-only') || getComputedStyle(node).clipPath === 'inset(50%)') return true;
        return false;
      };
      const lineWidth = (text) => {
        let box = text.parentElement;
        while (['inline', 'contents'].includes(getComputedStyle(box).display)) box = box.parentElement;
        const style = getComputedStyle(box);
        let width = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        if (box === text.parentElement && /flex/.test(style.display) && !style.flexDirection.startsWith('column')) {
          for (const item of box.children) {
            if (getComputedStyle(item).position !== 'absolute') width -= item.getBoundingClientRect().width + (parseFloat(style.columnGap) || 0);
          }
        }
        return width;
      };
      const wholeWidth = (text, word) => {
        const probe = document.createElement('span');
        probe.style.cssText = 'position: absolute; white-space: nowrap; visibility: hidden';
        probe.textContent = word;
        text.parentElement.append(probe);
        const width = probe.getBoundingClientRect().width;
        probe.remove();
        return width;
      };
      for (const element of host.shadowRoot.querySelectorAll(css)) {
        if (forEarsOnly(element)) continue;
        for (const node of element.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE) continue;
          for (const match of node.data.matchAll(/[^\s/\-‐‑–—]+(?:[\u00a0\u202f]+[^\s/\-‐‑–—]+)*/g)) {
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const tops = new Set(Array.from(range.getClientRects()).filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
            if (tops.size > 1 && (!onlyFitting || wholeWidth(node, match[0]) <= lineWidth(node) + 1)) broken.push(match[0]);
          }
        }
      }
      return broken;
    },
    [selector, fitting],
  );
}

/**
 * Visible text of the widget (aria-hidden decoration left out) that is smaller than 16 px, or body text (under
 * 24 px, headings aside) whose line height is under 1.5 times its size: ["16px 1.20 Le texte…"].
 */
export async function textProblems(page) {
  return widget(page).evaluate((host) => {
    const problems = [];
    const walker = document.createTreeWalker(host.shadowRoot, NodeFilter.SHOW_TEXT);
    const forEarsOnly = (element) => {
      for (let node = element; node; node = node.parentElement) if (node.classList.contains('qw-sr-only') || getComputedStyle(node).clipPath === 'inset(50%)') return true;
      return false;
    };
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!node.data.trim() || element.closest('[aria-hidden="true"], dialog:not([open])') || forEarsOnly(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(element);
      const size = parseFloat(style.fontSize);
      const ratio = style.lineHeight === 'normal' ? 1.2 : parseFloat(style.lineHeight) / size;
      const body = size < 24 && !element.closest('h2, h3, h4');
      if (size < 16 || (body && ratio < 1.5 - 0.01)) problems.push(`${size}px ${ratio.toFixed(2)} ${node.data.trim().slice(0, 30)}`);
    }
    return problems;
  });
}
