// Waiting for "everything the last action set going has run", the condition that proves something did not
// happen: had it been going to, it would have by then. Not for pages under a paused fake clock, whose animation
// frames never come. It leaves nothing behind in the page (no listener, no open port), so that tests counting
// the page's listeners can use it.

/**
 * Resolves once the page has run what it had under way: the images it is loading (the page's and the widget's,
 * lazy ones out of view aside) have loaded or failed, the fonts are ready, then a rendering frame has passed
 * (autofocus, observers, scroll and animation events, animation frame callbacks) and a task after it.
 */
export async function settled(page) {
  await page.evaluate(async () => {
    const roots = [document, ...Array.from(document.querySelectorAll('*'), (element) => element.shadowRoot).filter(Boolean)];
    const inView = (element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
    };
    const loaded = (image) =>
      new Promise((done) => {
        const finish = () => {
          image.removeEventListener('load', finish);
          image.removeEventListener('error', finish);
          done();
        };
        image.addEventListener('load', finish);
        image.addEventListener('error', finish);
      });
    const loading = roots
      .flatMap((root) => Array.from(root.querySelectorAll('img')))
      // A lazy image inside content the browser skips (the search, hidden by content-visibility on the later
      // steps) is never fetched, however its box lies: waiting for it would wait for ever.
      .filter((image) => !image.complete && (image.loading !== 'lazy' || (image.checkVisibility() && inView(image))))
      .map(loaded);
    await Promise.all([...loading, document.fonts.ready]);
    await new Promise((done) => requestAnimationFrame(done));
    await new Promise((done) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        done();
      };
      channel.port2.postMessage(null);
    });
  });
}

/** Resolves once `count` rendering frames of the page have passed. */
export async function framesPassed(page, count) {
  await page.evaluate(
    (total) =>
      new Promise((done) => {
        let frames = 0;
        const next = () => (++frames === total ? done() : requestAnimationFrame(next));
        requestAnimationFrame(next);
      }),
    count,
  );
}

/** Resolves once the window has kept the same scroll position for ten frames in a row (a smooth scroll has ended). */
export async function scrollStopped(page) {
  await page.evaluate(
    () =>
      new Promise((done) => {
        let last = -1;
        let still = 0;
        const frame = () => {
          still = scrollY === last ? still + 1 : 0;
          last = scrollY;
          if (still >= 10) done();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}
