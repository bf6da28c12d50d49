import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import ts from 'typescript';
import { API_ERRORS, frenchErrorText, frenchFieldMessage } from './api-errors';
import { en } from './en';

// A key of the console's own catalogue thrown as an error's message (e.g. 'messages.choose_project_first') is no code.
const isKey = (text: string) =>
  text.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en) !== undefined;

const root = join(import.meta.dirname, '../../../..');
const CODE = /^[a-z]+\.[a-z][a-z0-9_]*$/;

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') continue;
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.tsx?$/.test(name) && !/\.(spec|int-spec|contract|test)\.tsx?$|\.d\.ts$/.test(name)) out.push(path);
  }
  return out;
}

/**
 * Every error code the server and the console's API client can answer, read from their sources: a
 * `'context.reason'` text given to an error's constructor (`new NotFound('Lead', 'com.lead_not_found')`,
 * `super('billing.invoice_already_paid', …)`), as a `code` (`code: 'http.internal'`, `code = 'kernel.forbidden'`),
 * or in a table by HTTP status (`404: 'http.not_found'`, `[408, 'http.request_timeout', …]`).
 */
function errorCodes(): Map<string, string> {
  const found = new Map<string, string>();
  const dirs = ['libs/domain', 'libs/infra', 'apps/api/src', 'libs/api-client/src', 'apps/console/src'];
  for (const file of dirs.flatMap((dir) => sources(join(root, dir)))) {
    if (file.includes(join('console', 'src', 'i18n'))) continue;
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && CODE.test(node.text)) {
        const parent = node.parent;
        const isCode =
          (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.SuperKeyword) ||
          ts.isNewExpression(parent) ||
          ((ts.isPropertyAssignment(parent) || ts.isParameter(parent)) && parent.name.getText() === 'code') ||
          (ts.isPropertyAssignment(parent) && ts.isNumericLiteral(parent.name)) ||
          (ts.isArrayLiteralExpression(parent) && parent.elements[0] !== undefined && ts.isNumericLiteral(parent.elements[0]));
        if (isCode && !isKey(node.text) && !found.has(node.text)) found.set(node.text, file.slice(root.length + 1));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('the API errors in French', () => {
  const codes = errorCodes();

  it('finds the codes in the sources (the domain, the adapters, the API, the API client)', () => {
    for (const code of [
      'kernel.invalid_input',
      'billing.invoice_already_paid',
      'com.lead_not_found',
      'http.internal',
      'network.unreachable',
    ])
      expect(codes.has(code)).toBe(true);
    expect(codes.size).toBeGreaterThan(80);
  });

  it('has English and French words for every code', () => {
    const missing = [...codes]
      .filter(([code]) => !API_ERRORS[code]?.fr || !API_ERRORS[code]?.en)
      .map(([code, file]) => `${code} (${file})`);
    expect(missing).toEqual([]);
  });

  it('says an error by its code, with the parts of the message it names', () => {
    expect(frenchErrorText('billing.invoice_already_paid', 'This invoice is already paid')).toBe('Cette facture est déjà payée');
    expect(frenchErrorText('tenancy.module_not_in_subscription', 'The module crm is not part of your subscription')).toBe(
      'Le module crm ne fait pas partie de votre abonnement',
    );
    expect(frenchErrorText('http.internal', 'Internal error (request 7f3a)')).toBe('Erreur interne (requête 7f3a)');
    expect(frenchErrorText('http.502', 'Bad Gateway')).toBe('Le serveur a répondu une erreur (502)');
    expect(frenchErrorText('some.new_code', 'Something new')).toBeUndefined();
  });

  it('says the known field messages in French, and leaves the others as the server wrote them', () => {
    expect(frenchFieldMessage('is required')).toBe('est obligatoire');
    expect(frenchFieldMessage('must be at most 200 characters')).toBe('doit compter au plus 200 caractères');
    expect(frenchFieldMessage('must be a hex colour such as #ff8800')).toBe('doit être une couleur hexadécimale comme #ff8800');
    expect(frenchFieldMessage('This e-mail is already in use')).toBe('Ce courriel est déjà utilisé');
    expect(frenchFieldMessage('something nobody wrote yet')).toBe('something nobody wrote yet');
  });
});
