import { launchBrowser, newPage } from './support/browser.mjs';
import { startExample } from './support/example.mjs';
import { overflow, brokenWords, widget } from './support/a11y.mjs';
const example = await startExample();
const browser = await launchBrowser();
for (const [width, textPx] of JSON.parse(process.argv[2])) {
  const { context, page } = await newPage(browser, { viewport: { width, height: 800 } });
  const devtools = await context.newCDPSession(page);
  await devtools.send('Page.enable');
  await devtools.send('Page.setFontSizes', { fontSizes: { standard: textPx, fixed: Math.round(textPx * 0.8125) } });
  await page.goto(`${example.url}/?residences=1000`); await page.reload();
  await widget(page).getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
  await widget(page).locator('.qw-entry').nth(999).waitFor({ state: 'attached' });
  const o = await overflow(page);
  const b = await brokenWords(page, '.qw-entry *');
  const wide = await widget(page).evaluate((host, words) => {
    const root = host.shadowRoot.querySelector('.qw-root');
    const probe = document.createElement('span'); probe.style.cssText = 'position: absolute; white-space: nowrap; font-weight: 700; visibility: hidden'; root.append(probe);
    const out = words.filter((w) => { probe.textContent = w; return probe.getBoundingClientRect().width <= root.getBoundingClientRect().width; }); probe.remove(); return out;
  }, b);
  console.log(await widget(page).evaluate((host) => {
    const e = Array.from(host.shadowRoot.querySelectorAll('.qw-entry')).filter((x) => x.textContent.includes('Carcassonne'));
    return e.slice(0, 3).map((x) => [x.innerText, Math.round(x.getBoundingClientRect().width), Array.from(x.querySelectorAll('*'), (c) => `${c.className} ${Math.round(c.getBoundingClientRect().width)} ${getComputedStyle(c).paddingLeft}`)]);
  }));
  console.log(width, textPx, o.pageScrollWidth, o.clipped.length, JSON.stringify(o.clipped.slice(0, 5)), 'cut', b.length, 'avoidable', JSON.stringify([...new Set(wide)].slice(0, 10)));
  await context.close();
}
await browser.close(); await example.close();
