import type { Browser, BrowserContext } from 'playwright-core';

/**
 * No translation key may ever reach a person (issue 19): every page of every walk reports text that reads
 * like one of the console's keys (`messages.…`, `resources.…`, `ra.…`), in the page, its accessible names,
 * its title or a notification, and the walk fails (see useConsole's afterEach).
 */
const seen: string[] = [];

// Runs in the page (a string: these files compile without the DOM library). A key is a whole word, at the
// start of a text or after a space, colon, quote or bracket; an address such as ra.jones@example.test is not.
const WATCH = `(() => {
  const KEY = /(?:^|[\\s:"'(\\[])((?:messages|resources|ra)\\.[a-z][a-z0-9_]*(?:\\.[a-z0-9_]+)*)(?![\\w.@-])/g;
  const reported = new Set();
  let timer = 0;
  const texts = () => {
    const out = [document.title, document.body ? document.body.innerText : ''];
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]'))
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) out.push(el.getAttribute(name));
    return out;
  };
  const scan = () => {
    timer = 0;
    for (const text of texts()) {
      if (!text) continue;
      for (const match of text.matchAll(KEY)) {
        if (reported.has(match[1])) continue;
        reported.add(match[1]);
        window.__atriumRawKey(location.pathname + ': ' + match[1]);
      }
    }
  };
  const schedule = () => {
    if (!timer) timer = setTimeout(scan, 40);
  };
  new MutationObserver(schedule).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
})();`;

async function watch(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__atriumRawKey', (_source, text: string) => void seen.push(text));
  await context.addInitScript(WATCH);
}

/** Makes every context of the browser (and so every page) watch for raw keys. */
export function watchRawKeys(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watch(context);
    return context;
  };
  return browser;
}

/** The raw keys seen since the last call (each as `path: key`). */
export function takeRawKeys(): string[] {
  return seen.splice(0);
}
