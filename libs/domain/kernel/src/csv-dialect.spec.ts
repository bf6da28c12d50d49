import { describe, expect, it } from '@jest/globals';
import { detectDelimiter, guessMapping, headerKey, UTF8_BOM, withoutBom } from './csv-dialect.js';

describe('CSV dialect', () => {
  it('finds the separator from the header line, outside quotes; a comma when in doubt', () => {
    expect(detectDelimiter('a,b,c\n1;2;3;4;5')).toBe(',');
    expect(detectDelimiter('Prénom;Nom;E-mail\r\nAda;Love, lace;a@b.c')).toBe(';');
    expect(detectDelimiter('"Last, first";Email;Phone\n')).toBe(';');
    expect(detectDelimiter('"a;b;c",d\n')).toBe(',');
    expect(detectDelimiter('email\n')).toBe(',');
    expect(detectDelimiter(`${UTF8_BOM}a;b`)).toBe(';');
  });

  it('drops a byte-order mark, only at the start', () => {
    expect(withoutBom(`${UTF8_BOM}a,b`)).toBe('a,b');
    expect(withoutBom(`a${UTF8_BOM}`)).toBe(`a${UTF8_BOM}`);
  });

  it('compares headers without case, accents, spaces or punctuation', () => {
    expect(headerKey(' Prénom ')).toBe('prenom');
    expect(headerKey('E-mail address')).toBe('emailaddress');
  });

  it('guesses each column’s field from its name, label or an alias; each field once; unknown columns map to nothing', () => {
    const fields = [
      { name: 'firstname', label: 'First name', aliases: ['prénom'] },
      { name: 'email', label: 'Email', aliases: ['e-mail', 'courriel'] },
      { name: 'phone', label: 'Phone' },
    ];
    expect(guessMapping(['First Name', 'E-MAIL', 'Notes', 'Courriel', 'phone'], fields)).toEqual([
      'firstname',
      'email',
      null,
      null,
      'phone',
    ]);
    expect(guessMapping(['PRENOM', 'firstname'], fields)).toEqual(['firstname', null]);
  });
});
