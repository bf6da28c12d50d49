// CSV import in the console (issue 23 §2): a user imports leads from a semicolon file with a BOM, sees the
// guessed mapping and the preview with a bad row's error, imports the good rows only, and finds them listed.
import { expect, it, describe } from '@jest/globals';
import { seedProjectMember } from './support/api.js';
import { waitForPath } from './support/console.js';
import { signInToProject, useMemberConsole } from './support/member-console.js';

const TIMEOUT = 120_000;
const user = { firstname: 'Ines', email: 'ines@import.test', password: 'ines-password-1' };
const CSV = '\uFEFFPrénom;Nom;E-mail;Téléphone\r\nAda;"Love; lace";ada@csv.test;555-0101\r\nNot;Valid;not-an-e-mail;555-0102\r\n';

describe('CSV import in the console', () => {
  const c = useMemberConsole((server) =>
    seedProjectMember(server, { name: 'Importer', modules: ['com'], projectName: 'Import site', user }),
  );

  it(
    'guesses the mapping, previews the bad row, imports the good one with an error report, and the list shows it',
    async () => {
      const { page, server } = c;
      await signInToProject(page, server, user, 'Import site');
      await page.goto(`${server.baseUrl}/modules/com/leads`);
      await waitForPath(page, '/modules/com/leads');
      await page.getByRole('button', { name: 'Import CSV' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Import leads from a CSV file' });

      await dialog.locator('input[type=file]').setInputFiles({ name: 'leads.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV, 'utf8') });
      await dialog.getByRole('button', { name: 'Upload' }).click();
      // The mapping guessed from the French headers.
      await dialog.getByText('The file has 2 rows').waitFor();
      for (const [column, field] of [
        ['Prénom', 'First name'],
        ['E-mail', 'Email'],
      ])
        await expect(dialog.getByRole('combobox', { name: column }).textContent()).resolves.toContain(field);

      await dialog.getByRole('button', { name: 'Preview' }).click();
      await dialog.getByText('The first 2 of 2 rows').waitFor();
      const preview = dialog.getByRole('table', { name: 'Preview' });
      await preview.getByText('Love; lace').waitFor();
      expect(await preview.getByRole('row').filter({ hasText: 'not-an-e-mail' }).textContent()).toMatch(/E-mail: /);

      await dialog.getByLabel('Import the good rows and skip the bad ones (with an error report)').check();
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      await dialog.getByText('Import finished: 1 created, 0 updated, 0 skipped, 1 with errors.').waitFor({ timeout: 30_000 });
      await dialog.getByText('Download the error report').waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });

      await page.getByRole('row').filter({ hasText: 'ada@csv.test' }).first().waitFor();
      expect(await page.getByRole('row').filter({ hasText: 'not-an-e-mail' }).count()).toBe(0);
    },
    TIMEOUT,
  );
});
