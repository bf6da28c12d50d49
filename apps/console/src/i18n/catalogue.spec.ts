import { describe, expect, it } from '@jest/globals';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { en } from './en';
import { enModules } from './en-modules';
import { enWebhooks } from './en-webhooks';
import { fr } from './fr';
import { frModuleCatalogue } from './fr-module-catalogue';
import { frModules } from './fr-modules';
import { frWebhooks } from './fr-webhooks';
import { moduleCatalogue } from './module-catalogue';

type Tree = { [key: string]: string | Tree };

/** Every text of a catalogue, by its dotted key. */
function texts(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree as Tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of texts(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
const forms = (text: string) => text.split('||||').length;

// The English catalogue and its French, part by part (the typecheck already refuses a missing key in each).
const pairs: Array<[string, object, object]> = [
  ['en.ts / fr.ts', en, fr],
  ['en-modules.ts / fr-modules.ts', enModules, frModules],
  ['the modules’ titles and resources / fr-module-catalogue.ts', moduleCatalogue, frModuleCatalogue],
  ['en-webhooks.ts / fr-webhooks.ts', enWebhooks, frWebhooks],
  ["react-admin's own (ra-language-english / ra-language-french)", englishMessages, frenchMessages],
];

describe('the French catalogue', () => {
  it.each(pairs)('%s: the same keys, no placeholder the English lacks, as many plural forms', (_name, english, french) => {
    const a = texts(english);
    const b = texts(french);
    expect([...a.keys()].filter((key) => !b.has(key))).toEqual([]);
    expect([...b.keys()].filter((key) => !a.has(key))).toEqual([]);
    const differing = [...a].filter(([key, text]) => {
      const other = b.get(key) ?? '';
      const known = new Set(placeholders(text));
      return placeholders(other).some((name) => !known.has(name)) || forms(text) !== forms(other);
    });
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('says every text in French: no entry is left as its English, but for names and words both languages share', () => {
    const same = new Set([
      'Atrium',
      'Clients',
      'Client',
      'Transactions',
      'Transaction',
      'Description',
      'Modules',
      'Message',
      'Date',
      'OK',
      'Webhooks',
      'Secret',
    ]);
    const shared =
      /^(%\{title\} \| Atrium|© 2022 Atrium|Code \(HTML\)|Facebook|Twitter|LinkedIn|Notes|Note|Images|Public|Province|Section \|\|\|\| Sections|Sections|Type|Code|Note \|\|\|\| Notes|Transaction \|\|\|\| Transactions|Client \|\|\|\| Clients)$/;
    const all: Array<[string, object, object]> = pairs.slice(0, 4);
    const untranslated = all.flatMap(([, english, french]) => {
      const b = texts(french);
      return [...texts(english)].filter(([key, text]) => b.get(key) === text && !same.has(text) && !shared.test(text)).map(([key]) => key);
    });
    expect(untranslated).toEqual([]);
  });
});
