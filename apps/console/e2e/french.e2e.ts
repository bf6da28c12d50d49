// Issue 23 §3: the console in French. A French browser walks every screen of the route table (admin, client,
// user and module screens) and no English is left outside the data; the switch is kept per person.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { apiCall, adminToken } from './support/api.js';
import { signIn, waitForPath } from './support/console.js';
import { seedEveryModule } from './support/seed-modules.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer } from './support/server.js';
import { useConsole } from './support/use-console.js';

const TIMEOUT = 420_000;
const USER = { firstname: 'Flore', email: 'flore@francais.test', password: 'flore-password-1' };
const OWNER = { email: 'owner@francais.test', password: 'francais-owner-password' };

/** The words of a catalogue's texts (placeholders left out), lower case. */
function words(...catalogues: object[]): Set<string> {
  const out = new Set<string>();
  const walk = (node: unknown): void => {
    if (typeof node === 'string')
      for (const w of node
        .replace(/%\{\w+\}/g, ' ')
        .toLowerCase()
        .match(/\p{L}+/gu) ?? [])
        out.add(w);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  catalogues.forEach(walk);
  return out;
}

// English left on a screen: a word of the English catalogues that no French text uses. Brand and technical
// words both languages write alike are in the French texts already (Atrium, API, CSV, Google, UTC).
const ALLOWED = new Set(['english', 'item', 'cost', 'pm', 'am']);
let englishOnly = new Set<string>();

// The console's catalogues, read at run time: a path in a variable keeps the server's typecheck (nodenext)
// out of the console's sources, which it does not compile.
const catalogue = async (file: string, name: string): Promise<object> => ((await import(file)) as Record<string, object>)[name];

async function loadWords(): Promise<void> {
  const [en, enModules, moduleCatalogue, fr, frModules, frModuleCatalogue] = await Promise.all([
    catalogue('../src/i18n/en.js', 'en'),
    catalogue('../src/i18n/en-modules.js', 'enModules'),
    catalogue('../src/i18n/module-catalogue.js', 'moduleCatalogue'),
    catalogue('../src/i18n/fr.js', 'fr'),
    catalogue('../src/i18n/fr-modules.js', 'frModules'),
    catalogue('../src/i18n/fr-module-catalogue.js', 'frModuleCatalogue'),
  ]);
  const french = words(fr, frModules, frModuleCatalogue, frenchMessages);
  englishOnly = new Set([...words(en, enModules, moduleCatalogue, englishMessages)].filter((w) => !french.has(w) && !ALLOWED.has(w)));
}

/** The seeded records' own words (data, not the console's): taken out before looking. */
const DATA = [
  'Admin',
  'Flore User',
  'User',
  'Lena Lead',
  'Lena',
  'Hugo Hot',
  'Hugo',
  'Hot',
  'Cora Customer',
  'Customer',
  'Cora',
  'Retail',
  'Montreal',
  'Rooms',
  'Lofts',
  'Loft 4B',
  'Loft tour',
  'Tours',
  'Brochures',
  'Shop front',
  'shop-front.png',
  'Contact us',
  'Home hero',
  'hero',
  'Open house',
  'Walkthrough',
  'Visit',
  'Francais Shop',
  'Francais Ltd',
  'Francais Owner',
  'Francais',
  'Flore User',
  'Flore',
  'Owner',
  'Shop',
  'bedrooms',
  'Showcase',
  'First invoice',
  '<h1>Hi</h1>',
  'tour.png',
];

/** Every screen path of the route table, read from its sources (routes/*-screens.ts, each module's folder). */
function screenPatterns(): string[] {
  const src = join(import.meta.dirname, '../src');
  const read = (file: string) => readFileSync(join(src, file), 'utf8');
  const patterns = ['routes/admin-screens.ts', 'routes/client-screens.ts', 'routes/user-screens.ts'].flatMap((file) =>
    [...read(file).matchAll(/\bs\('(\/[^']*)'/g)].map((m) => m[1]),
  );
  for (const module of readdirSync(join(src, 'modules'), { withFileTypes: true }).filter((d) => d.isDirectory())) {
    patterns.push(...[...read(`modules/${module.name}/resources.ts`).matchAll(/'(\/modules\/[^']+)'/g)].map((m) => m[1]));
    patterns.push(...[...read(`modules/${module.name}/screens.tsx`).matchAll(/moduleScreen\('(\/[^']+)'/g)].map((m) => m[1]));
  }
  return [...new Set(patterns)];
}

interface Seeded {
  client: number;
  subscription: number;
  invoice: number;
  user: number;
  project: number;
  lead: number;
  scoredLead: number;
  customer: number;
  item: number;
  folder: number;
  form: number;
  scoring: number;
  crmGroup: number;
  invGroup: number;
  template: number;
  category: number;
  section: number;
  cmsGroup: number;
  event: number;
  projectWebhook: number;
  accountWebhook: number;
}

/** Each screen's path with its parameters filled in from the seeded records. */
function concretePaths(s: Seeded): Record<string, string> {
  return {
    '/admin/client-details/:id': `/admin/client-details/${s.client}`,
    '/admin/edit-client/:id': `/admin/edit-client/${s.client}`,
    '/admin/subscription-details/:id': `/admin/subscription-details/${s.subscription}`,
    '/admin/invoice-details/:id': `/admin/invoice-details/${s.invoice}`,
    '/admin/edit-invoice/:id': `/admin/edit-invoice/${s.invoice}`,
    '/client/subscription-details/:id': `/client/subscription-details/${s.subscription}`,
    '/client/manage-users/:subscription': `/client/manage-users/${s.subscription}`,
    '/client/add-user/:subscription': `/client/add-user/${s.subscription}`,
    '/client/edit-user/:id': `/client/edit-user/${s.user}`,
    '/client/manage-projects/:subscription': `/client/manage-projects/${s.subscription}`,
    '/client/add-project/:subscription': `/client/add-project/${s.subscription}`,
    '/client/edit-project/:id': `/client/edit-project/${s.project}`,
    '/client/invoice-details/:id': `/client/invoice-details/${s.invoice}`,
    '/view-details/:id': `/view-details/${s.lead}`,
    '/users/send-mail/:id/:recipient': `/users/send-mail/${s.lead}/leads`,
    '/modules/com/edit-form/:id': `/modules/com/edit-form/${s.form}`,
    '/modules/com/form-submissions/:id': `/modules/com/form-submissions/${s.form}`,
    '/modules/com/edit-lead/:id': `/modules/com/edit-lead/${s.lead}`,
    '/modules/com/lead-details/:id': `/modules/com/lead-details/${s.scoredLead}`,
    '/modules/com/set-score/:id': `/modules/com/set-score/${s.lead}`,
    '/modules/com/edit-scoring/:id': `/modules/com/edit-scoring/${s.scoring}`,
    '/modules/com/scoring-leads/:id': `/modules/com/scoring-leads/${s.scoring}`,
    '/modules/crm/edit-customer/:id': `/modules/crm/edit-customer/${s.customer}`,
    '/modules/crm/customer-details/:id': `/modules/crm/customer-details/${s.customer}`,
    '/modules/crm/edit-group/:id': `/modules/crm/edit-group/${s.crmGroup}`,
    '/modules/inv/add-item/:group': `/modules/inv/add-item/${s.invGroup}`,
    '/modules/inv/edit-item/:group/:id': `/modules/inv/edit-item/${s.invGroup}/${s.item}`,
    '/modules/inv/item-details/:id': `/modules/inv/item-details/${s.item}`,
    '/modules/inv/edit-group/:id': `/modules/inv/edit-group/${s.invGroup}`,
    '/modules/inv/edit-template/:id': `/modules/inv/edit-template/${s.template}`,
    '/modules/cms/edit-section/:id': `/modules/cms/edit-section/${s.section}`,
    '/modules/cms/edit-group/:id': `/modules/cms/edit-group/${s.cmsGroup}`,
    '/modules/bms/edit-category/:id': `/modules/bms/edit-category/${s.category}`,
    '/modules/asm/edit-folder/:id': `/modules/asm/edit-folder/${s.folder}`,
    '/modules/asm/files/:folder': `/modules/asm/files/${s.folder}`,
    '/modules/asm/upload-asset/:folder': `/modules/asm/upload-asset/${s.folder}`,
    '/modules/asm/manage-tags/:tagType/:typeId': `/modules/asm/manage-tags/lead/${s.lead}`,
    '/modules/sch/edit-event/:id': `/modules/sch/edit-event/${s.event}`,
    '/modules/sch/event-details/:id': `/modules/sch/event-details/${s.event}`,
    '/users/webhook-details/:id': `/users/webhook-details/${s.projectWebhook}`,
    '/client/webhook-details/:id': `/client/webhook-details/${s.accountWebhook}`,
  };
}

async function seed(server: RunningServer): Promise<Seeded> {
  const m = await seedEveryModule(server, 'Francais', USER);
  const admin = await adminToken(server, ADMIN_EMAIL, ADMIN_PASSWORD);
  const owner = await apiCall<{ token: string; userId: number }>(server, '', 'POST', '/auth/login', OWNER);
  const [subscription] = await apiCall<Array<{ id: number }>>(server, owner.token, 'GET', `/subscriptions/client?id=${owner.userId}`);
  const invoice = await apiCall<{ id: number }>(server, admin, 'POST', '/invoices', {
    description: 'First invoice',
    amount: 1234.5,
    subscription: subscription.id,
  });
  const [user] = await apiCall<Array<{ id: number }>>(server, owner.token, 'GET', `/users?subscription=${subscription.id}`);
  const first = async (path: string) =>
    (await apiCall<Array<{ id: number }>>(server, m.token, 'GET', `${path}?project=${m.project}`))[0].id;
  const section = await first('/cms/sections');
  const cmsGroup = await apiCall<{ id: number }>(server, m.token, 'POST', '/cms/groups', {
    name: 'Showcase',
    sections: [section],
    project: m.project,
  });
  const projectWebhook = await apiCall<{ id: number }>(server, m.token, 'POST', '/webhooks', {
    project: m.project,
    url: 'https://hooks.example.com/atrium',
    events: ['lead.created'],
  });
  const accountWebhook = await apiCall<{ id: number }>(server, owner.token, 'POST', '/account/webhooks', {
    url: 'https://hooks.example.com/billing',
    events: ['invoice.paid'],
  });
  return {
    ...m,
    projectWebhook: projectWebhook.id,
    accountWebhook: accountWebhook.id,
    client: owner.userId,
    subscription: subscription.id,
    invoice: invoice.id,
    user: user.id,
    form: await first('/com/forms'),
    scoring: await first('/com/scoring'),
    crmGroup: await first('/crm/groups'),
    invGroup: await first('/inv/groups'),
    template: await first('/inv/templates'),
    category: await first('/bms/categories'),
    section,
    cmsGroup: cmsGroup.id,
    event: await first('/sch/events'),
  };
}

// Runs in the page (a string: these files compile without the DOM library): what a person reads or hears.
// Text marked translate="no" (the server's names of records and fields in the audit trail) is data.
const READ = `(() => {
  const out = [document.title, document.body.innerText];
  for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]'))
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) out.push(el.getAttribute(name) || '');
  const data = [...document.querySelectorAll('[translate="no"]')].map((el) => el.innerText);
  return { text: out.join('\\n'), data };
})()`;

/** The English words on the page, outside the seeded data. */
async function englishOn(page: Page): Promise<string[]> {
  const read = await page.evaluate<{ text: string; data: string[] }>(READ);
  // Buttons show their words in capitals (CSS), the data too. Out go the marked data, then e-mail and web
  // addresses, then the seeded records' words.
  const without = (text: string, values: string[]) =>
    values
      .filter(Boolean)
      .sort((a, b) => b.length - a.length)
      .reduce((rest, value) => rest.split(value.toLowerCase()).join(' '), text);
  const text = without(without(read.text.toLowerCase(), read.data).replace(/\S+@\S+|https?:\/\/\S+/g, ' '), DATA);
  // Each English word with the line it is on, to find it.
  const found = text
    .split('\n')
    .flatMap((line) => (line.match(/\p{L}+/gu) ?? []).filter((w) => englishOnly.has(w)).map((w) => `${w}: ${line.trim().slice(0, 80)}`));
  return [...new Set(found)];
}

/** The login form in French, submitted with Enter. */
async function signInFrench(page: Page, server: RunningServer, email: string, password: string): Promise<void> {
  await page.goto(`${server.baseUrl}/`);
  await page.getByLabel('Courriel').fill(email);
  await page.getByLabel(/^Mot de passe/).fill(password);
  await page.getByLabel(/^Mot de passe/).press('Enter');
}

async function settle(page: Page): Promise<void> {
  await page.getByRole('main').first().waitFor();
  await page.waitForLoadState('networkidle');
  // Skeletons and late answers (the module texts, a record) have their moment.
  await page.waitForTimeout(300);
}

describe('the console in French', () => {
  let server: RunningServer;
  let browser: Browser;
  let seeded: Seeded;

  useConsole(async (b, s) => {
    browser = b;
    server = s;
    await loadWords();
    seeded = await seed(server);
  });

  const frenchPage = async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-CA' })).newPage();
    page.setDefaultTimeout(15_000);
    return page;
  };

  it(
    'a French browser reads every screen in French: login, admin, client, user and module screens',
    async () => {
      // The detector knows English from French: a word only English uses, and none both do.
      expect([englishOnly.has('invoices'), englishOnly.has('atrium'), englishOnly.has('transactions')]).toEqual([true, false, false]);
      const patterns = screenPatterns();
      const paths = concretePaths(seeded);
      // A screen added to the route table is walked too: one with parameters needs its entry above.
      expect(patterns.filter((p) => p.includes(':') && !paths[p])).toEqual([]);
      const walk = (prefix: string) => patterns.filter((p) => p.startsWith(prefix)).map((p) => paths[p] ?? p);
      const english: Record<string, string[]> = {};
      const look = async (page: Page, path: string) => {
        const found = await englishOn(page);
        if (found.length) english[path] = found;
      };

      const page = await frenchPage();
      await page.goto(`${server.baseUrl}/`);
      await page.getByLabel('Courriel').waitFor();
      expect(await page.evaluate<string>('document.documentElement.lang')).toBe('fr-CA');
      await look(page, '/');
      // A refused sign-in says so in French (the server's code, not its English message).
      await signInFrench(page, server, ADMIN_EMAIL, 'not-the-password');
      await page.getByText('Courriel ou mot de passe invalide').waitFor();

      const people: Array<[string, string, string, string[]]> = [
        [ADMIN_EMAIL, ADMIN_PASSWORD, '/admin/dashboard', walk('/admin/')],
        [OWNER.email, OWNER.password, '/client/dashboard', walk('/client/')],
        [USER.email, USER.password, '/users', [...walk('/users'), ...walk('/modules/'), ...walk('/view-details/')]],
      ];
      for (const [email, password, home, screens] of people) {
        await signInFrench(page, server, email, password);
        await waitForPath(page, home);
        await settle(page);
        await page.getByRole('button', { name: /^Langue/ }).waitFor();
        for (const path of screens) {
          await page.goto(`${server.baseUrl}${path}`);
          await settle(page);
          await look(page, path);
        }
        await page.getByRole('link', { name: 'Déconnexion' }).first().click();
        await waitForPath(page, '/');
      }
      expect(english).toEqual({});
      await page.context().close();
    },
    TIMEOUT,
  );

  it(
    'an English browser reads English; the switch turns the console French, kept for that person across sign-outs',
    async () => {
      const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
      page.setDefaultTimeout(15_000);
      await signIn(page, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
      await waitForPath(page, '/admin/dashboard');
      await page.getByText('Welcome, Admin!').waitFor();
      await page.goto(`${server.baseUrl}/admin/invoices`);
      await page.getByText('CA$1,234.50').first().waitFor();

      await page.getByRole('button', { name: /^Language/ }).click();
      await page.getByRole('menuitem', { name: 'Français' }).click();
      await page.getByText('Bienvenue, Admin!').waitFor();
      await page.getByRole('heading', { name: 'Factures', exact: true }).first().waitFor();
      // Money and dates as in French Canada.
      await page
        .getByText(/^1\s234,50\sCA\$$/)
        .first()
        .waitFor();
      expect(await page.title()).toBe('Factures | Atrium');

      await page.reload();
      await page.getByText('Bienvenue, Admin!').waitFor();
      await page.getByRole('link', { name: 'Déconnexion' }).first().click();
      await waitForPath(page, '/');
      // Signed out, the login page keeps this device's last choice; signed in again, the person's.
      await page.getByLabel('Courriel').waitFor();
      await signInFrench(page, server, ADMIN_EMAIL, ADMIN_PASSWORD);
      await waitForPath(page, '/admin/dashboard');
      await page.getByText('Bienvenue, Admin!').waitFor();

      // Back to English, as chosen.
      await page.getByRole('button', { name: /^Langue/ }).click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await page.getByText('Welcome, Admin!').waitFor();
      await page.context().close();
    },
    TIMEOUT,
  );
});
