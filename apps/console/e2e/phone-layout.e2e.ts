// Issue 19, items 16-20: phone width and layout, looked at as a person sees the screens.
import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { apiCall } from './support/api.js';
import { violations } from './support/axe.js';
import { signInToProject, useMemberConsole } from './support/member-console.js';
import { seedEveryModule } from './support/seed-modules.js';
import { shot } from './support/screens.js';

const TIMEOUT = 240_000;
const USER = { firstname: 'Pia', email: 'pia@phone.test', password: 'pia-password-1' };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`not on screen: ${locator.toString()}`);
  return b;
}

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The element is whole inside the 360 px viewport (not cut off on the right, nothing to scroll to). */
async function inView(locator: Locator): Promise<void> {
  const b = await box(locator);
  expect({ what: locator.toString(), left: b.x >= 0, right: b.x + b.width <= 360 }).toEqual({
    what: locator.toString(),
    left: true,
    right: true,
  });
}

/** An action that shows its words, not only an icon with a name for screen readers. */
async function hasWords(locator: Locator, words: string): Promise<void> {
  await locator.waitFor();
  expect((await locator.innerText()).trim().toLowerCase()).toContain(words.toLowerCase());
}

async function noSidewaysScroll(page: Page, path: string): Promise<void> {
  const wide = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect({ path, wide }).toEqual({ path, wide: 360 });
}

describe('phone width and layout', () => {
  const ui = useMemberConsole(async (server) => {
    const seeded = await seedEveryModule(server, 'Phone', USER);
    // An engagement now: the hottest report of the last ten minutes has a row.
    await apiCall(server, seeded.token, 'POST', '/inv/tags', { inventory: seeded.item, tagType: 'lead', typeId: seeded.lead });
    return seeded;
  });

  /** The page at this width, signed in once (each test may run alone). */
  async function ready(width: number): Promise<void> {
    await ui.page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    if (!ui.page.url().startsWith(ui.server.baseUrl)) await signInToProject(ui.page, ui.server, USER, 'Phone Shop');
  }

  it(
    'at 360 px every module table is the card list, with Edit, Delete, Download and the score in view',
    async () => {
      const { page, server, seeded } = ui;
      await ready(360);
      const screens: Array<[string, string, string[]]> = [
        ['/modules/com/leads', 'Hugo Hot', ['Edit']],
        ['/modules/com/scoring', 'Hot', ['Show Leads', 'Edit', 'Delete']],
        ['/modules/com/forms', 'Contact us', ['Submissions', 'Edit', 'Delete']],
        ['/modules/crm/customers', 'Cora', []],
        ['/modules/crm/groups', 'Retail', ['Edit', 'Delete']],
        ['/modules/inv/items', 'Loft 4B', ['Edit', 'Delete']],
        ['/modules/inv/templates', 'Rooms', ['Edit', 'Delete']],
        ['/modules/inv/groups', 'Lofts', ['Edit', 'Delete']],
        ['/modules/inv/engagements', 'Loft 4B', ['Delete']],
        [`/modules/asm/files/${seeded.folder}`, 'Shop front', ['Download', 'Delete']],
        ['/modules/asm/folders', 'Brochures', ['Edit', 'Delete']],
        ['/modules/bms/videos', 'Loft tour', ['Play', 'Delete']],
        ['/modules/bms/categories', 'Tours', ['Edit', 'Delete']],
        ['/modules/cms/sections', 'hero', ['Edit', 'Delete']],
      ];
      const problems: Record<string, string[]> = {};
      for (const [path, text, actions] of screens) {
        await page.goto(`${server.baseUrl}${path}`);
        const card = page.locator('.record-card').filter({ hasText: text }).first();
        await card.waitFor();
        // No desktop grid is left on the page: only cards.
        expect({ path, tables: await page.locator('table.RaDatagrid-table').count() }).toEqual({ path, tables: 0 });
        for (const action of actions) {
          const button = card.getByRole('button', { name: action, exact: true }).or(card.getByRole('link', { name: action, exact: true }));
          await inView(button.first());
          await hasWords(button.first(), action);
        }
        await noSidewaysScroll(page, path);
        await shot(page, `phone${path.replace(/\//g, '-')}`);
        if (path.endsWith('/leads') || path.includes('/asm/files/')) problems[path] = await violations(page);
      }
      // The cards pass the same WCAG A/AA checks as the tables.
      expect(Object.fromEntries(Object.entries(problems).filter(([, v]) => v.length))).toEqual({});
      // The score is on the lead's card, in view.
      await page.goto(`${server.baseUrl}/modules/com/leads`);
      await inView(page.locator('.record-card').filter({ hasText: 'Hugo Hot' }).first().getByText('Hot (90)'));
      // A card opens what its row opened.
      await page.goto(`${server.baseUrl}/modules/crm/customers`);
      await page
        .locator('.record-card')
        .filter({ hasText: 'Cora' })
        .first()
        .getByRole('link', { name: 'Cora Customer', exact: true })
        .click();
      await page.waitForURL(/\/modules\/crm\/customer-details\/\d+$/);
    },
    TIMEOUT,
  );

  it(
    'at 360 px the main actions keep their words: Convert, Set Score, Generate Report, Reset token, Add, Sync',
    async () => {
      const { page, server, seeded } = ui;
      await ready(360);
      await page.goto(`${server.baseUrl}/modules/com/lead-details/${seeded.lead}`);
      await hasWords(page.getByRole('button', { name: 'Convert To Customer' }), 'Convert To Customer');
      await hasWords(page.getByRole('link', { name: 'Set Score' }), 'Set Score');
      await inView(page.getByRole('button', { name: 'Convert To Customer' }));
      await page.goto(`${server.baseUrl}/modules/inv/hottest-items`);
      await hasWords(page.getByRole('button', { name: 'Generate Report' }), 'Generate Report');
      await page.goto(`${server.baseUrl}/users/api-access`);
      await hasWords(page.getByRole('button', { name: 'Reset token' }), 'Reset token');
      await page.goto(`${server.baseUrl}/modules/com/leads`);
      await hasWords(page.getByRole('link', { name: 'Add Lead' }), 'Add Lead');
      await page.goto(`${server.baseUrl}/modules/sch/events`);
      // Disabled on this server (no Google set up), yet still named and labelled.
      await hasWords(page.getByRole('button', { name: 'Sync Google Calendar' }), 'Sync Google Calendar');
      await hasWords(page.getByRole('link', { name: 'Add Event' }), 'Add Event');
    },
    TIMEOUT,
  );

  it(
    'the calendar at 360 px: arrows and title on one line, a Month select that is not full width, counts beside the day',
    async () => {
      const { page, server } = ui;
      await ready(360);
      await page.goto(`${server.baseUrl}/modules/sch/events`);
      await page.getByRole('gridcell', { name: /2 events$/ }).waitFor();
      await shot(page, 'phone-calendar');
      const previous = await box(page.getByRole('button', { name: 'Previous month' }));
      const next = await box(page.getByRole('button', { name: 'Next month' }));
      const monthNow = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(new Date());
      const title = await box(page.getByRole('heading', { name: new RegExp(`^${monthNow} \\d{4}$`) }));
      const middle = (b: Box) => b.y + b.height / 2;
      expect(Math.abs(middle(previous) - middle(title))).toBeLessThan(8);
      expect(Math.abs(middle(next) - middle(title))).toBeLessThan(8);
      expect(previous.x).toBeLessThan(title.x);
      expect(next.x).toBeGreaterThan(title.x + title.width - 1);
      const month = await box(page.getByRole('combobox', { name: 'Month' }));
      expect(month.width).toBeLessThan(360 * 0.6);
      // Today has two events: its count shows, and not over the day's number.
      const today = page.getByRole('gridcell', { name: /2 events$/ });
      await today.waitFor();
      const count = await box(today.locator('.day-count'));
      const number = await box(today.locator('.day-number'));
      expect(await today.locator('.day-count').innerText()).toBe('2');
      expect(overlap(count, number)).toBe(false);
      expect(await violations(page)).toEqual([]);
      await shot(page, 'phone-calendar');
    },
    TIMEOUT,
  );

  it(
    'the side menu scrolls without its headings piling up, and no screen starts under the app bar',
    async () => {
      const { page, server } = ui;
      await ready(1280);
      await page.setViewportSize({ width: 1280, height: 500 });
      await page.goto(`${server.baseUrl}/modules/asm/assets`);
      const manage = page.getByRole('link', { name: 'Manage Folders' }).first();
      await manage.waitFor();
      const bar = await box(page.locator('header').first());
      for (const action of [manage, page.getByRole('menuitem', { name: 'Dashboard', exact: true })]) {
        expect((await box(action)).y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
      }
      // The menu scrolled to its end: each heading and entry keeps a place of its own.
      await page.getByRole('menuitem', { name: 'Assets', exact: true }).waitFor();
      await page.locator('.RaSidebar-fixed').evaluate((menu: { scrollTop: number; scrollHeight: number }) => {
        menu.scrollTop = menu.scrollHeight;
      });
      expect(await page.locator('.RaSidebar-fixed').evaluate((menu: { scrollTop: number }) => menu.scrollTop)).toBeGreaterThan(0);
      await page.waitForTimeout(200);
      const rects = await page.evaluate<
        Array<Box & { text: string }>
      >(`[...document.querySelectorAll('.RaSidebar-fixed .MuiListSubheader-root, .RaSidebar-fixed [role="menuitem"]')]
        .map((e) => { const r = e.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height, text: e.textContent }; })
        .filter((r) => r.y + r.height > 48 && r.y < innerHeight)`);
      expect(rects.length).toBeGreaterThan(3);
      const piled = rects.flatMap((a, i) =>
        rects
          .slice(i + 1)
          .filter((b) => overlap(a, b))
          .map((b) => `${a.text} / ${b.text}`),
      );
      expect(piled).toEqual([]);
      await shot(page, 'menu-scrolled');
    },
    TIMEOUT,
  );

  it(
    "Hottest Items at 1280 px: the default window's report at once, themed links, Generate Report inside its card",
    async () => {
      const { page, server } = ui;
      await ready(1280);
      await page.goto(`${server.baseUrl}/modules/inv/hottest-items`);
      // No click: the last ten minutes' report is there.
      const link = page.getByRole('row').filter({ hasText: 'Loft 4B' }).getByRole('link', { name: 'Loft 4B' });
      await link.waitFor();
      const card = await box(page.locator('.MuiCard-root').first());
      const button = await box(page.getByRole('button', { name: 'Generate Report' }));
      expect(button.x + button.width).toBeLessThanOrEqual(card.x + card.width);
      const fits = (b: { scrollWidth: number; clientWidth: number }) => b.scrollWidth <= b.clientWidth;
      expect(await page.getByRole('button', { name: 'Generate Report' }).evaluate(fits)).toBe(true);
      // The theme's link colour (primary #1f5fa8), not the browser's blue or purple.
      expect(
        await page.evaluate<string>(
          `getComputedStyle(document.querySelector('a[href$="/modules/inv/item-details/${ui.seeded.item}"]')).color`,
        ),
      ).toBe('rgb(31, 95, 168)');
      await shot(page, 'hottest-items');
    },
    TIMEOUT,
  );
});
