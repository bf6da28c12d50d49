import { describe, expect, it } from '@jest/globals';
import { addressRefusal, checkedAddresses, WebhookUrlRules } from './address-policy.js';

const prod = { allowLoopback: false };
const dev = { allowLoopback: true };

describe('webhook addresses', () => {
  it.each([
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '127.0.0.1',
    '127.8.9.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd12:3456::1',
    '::ffff:10.0.0.1',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::a00:1',
  ])('refuses %s outside development', (address) => {
    expect(addressRefusal(address, prod)).toEqual(expect.any(String));
  });

  it('allows public addresses, and loopback (only) in development', () => {
    for (const address of ['93.184.215.14', '2606:4700::6810:84e5']) expect(addressRefusal(address, prod)).toBeUndefined();
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(addressRefusal(address, dev)).toBeUndefined();
    for (const address of ['10.0.0.1', '169.254.169.254', 'fd00::1']) expect(addressRefusal(address, dev)).toEqual(expect.any(String));
  });

  it('checks every address a name resolves to, after resolution', async () => {
    const resolving =
      (...addresses: string[]) =>
      async () =>
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    const url = new URL('https://hooks.example.com/x');
    await expect(checkedAddresses(url, prod, resolving('93.184.215.14'))).resolves.toEqual([{ address: '93.184.215.14', family: 4 }]);
    await expect(checkedAddresses(url, prod, resolving('10.0.0.7'))).rejects.toThrow(/private/);
    // One private answer among public ones refuses the name (a rebinding DNS could hand either).
    await expect(checkedAddresses(url, prod, resolving('93.184.215.14', 'fd00::7'))).rejects.toThrow(/uniqueLocal/);
    await expect(checkedAddresses(url, prod, resolving('::ffff:192.168.0.1'))).rejects.toThrow(/private/);
    await expect(checkedAddresses(new URL('https://[::1]/x'), prod)).rejects.toThrow(/loopback/);
  });

  it('takes https, and http only to loopback in development', () => {
    const rules = new WebhookUrlRules(prod);
    expect(rules.refusal('https://example.com/hooks')).toBeUndefined();
    expect(rules.refusal('http://example.com/hooks')).toMatch(/https/);
    expect(rules.refusal('https://127.0.0.1/hooks')).toMatch(/private address/);
    expect(rules.refusal('https://localhost/hooks')).toMatch(/localhost/);
    expect(rules.refusal('https://user:pw@example.com/')).toMatch(/password/);
    expect(rules.refusal('not a url')).toMatch(/URL/);
    const devRules = new WebhookUrlRules(dev);
    expect(devRules.refusal('http://127.0.0.1:9999/hooks')).toBeUndefined();
    expect(devRules.refusal('http://localhost:9999/hooks')).toBeUndefined();
    expect(devRules.refusal('http://[::1]:9999/hooks')).toBeUndefined();
    expect(devRules.refusal('http://10.0.0.1/hooks')).toMatch(/private address/);
  });
});
