import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { WebhookUrlPolicy } from '@atrium/tenancy';

/** Whether loopback endpoints (and plain http to them) are allowed: development, or a test's flag. */
export interface AddressRules {
  allowLoopback: boolean;
}

/** Resolves a host name to every address it has (node's `dns.lookup` with `all`, replaceable in tests). */
export type ResolveHost = (host: string) => Promise<{ address: string; family: number }[]>;

export const resolveWithDns: ResolveHost = (host) => dnsLookup(host, { all: true, verbatim: true });

// ipaddr.js's names for the ranges a webhook may reach: the public internet only. Everything else (private,
// loopback, link-local, unique-local, carrier-grade NAT, multicast, reserved, unspecified…) is refused.
const PUBLIC = new Set(['unicast']);

/**
 * Why an address may not be connected to, or undefined when it may. IPv4-mapped, NAT64 and 6to4 IPv6
 * addresses are judged by the IPv4 address they carry.
 */
export function addressRefusal(address: string, rules: AddressRules): string | undefined {
  if (!ipaddr.isValid(address)) return `${address} is not an address`;
  let parsed = ipaddr.parse(address.replace(/%.*$/, ''));
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
    else if (v6.range() === 'rfc6052' || v6.range() === '6to4' || v6.range() === 'teredo') return `${address} embeds an IPv4 address`;
  }
  const range = parsed.range();
  if (range === 'loopback' && rules.allowLoopback) return undefined;
  if (!PUBLIC.has(range)) return `${address} is a ${range} address, which webhooks may not reach`;
  return undefined;
}

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** The endpoint URL rules checked when an endpoint is saved: https (http only to loopback where allowed), no forbidden address. */
export class WebhookUrlRules implements WebhookUrlPolicy {
  constructor(private readonly rules: AddressRules) {}

  refusal(raw: string): string | undefined {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return 'must be a URL such as https://example.com/hooks';
    }
    if (url.username || url.password) return 'must not carry a user name or password';
    const host = hostOf(url);
    const loopbackName = host === 'localhost' || host.endsWith('.localhost');
    if (isIP(host)) {
      const refusal = addressRefusal(host, this.rules);
      if (refusal) return `must not point at a private address (${refusal})`;
    } else if (loopbackName && !this.rules.allowLoopback) return 'must not point at this server (localhost)';
    const loopback = loopbackName || (isIP(host) !== 0 && ipaddr.parse(host).range() === 'loopback');
    if (url.protocol === 'https:') return undefined;
    if (url.protocol === 'http:' && loopback && this.rules.allowLoopback) return undefined;
    return 'must start with https://';
  }
}

/**
 * The addresses a delivery may connect to: the URL's host resolved (every address it has), each one
 * checked. One refused address refuses the host (a name that also resolves privately is a rebinding risk).
 */
export async function checkedAddresses(
  url: URL,
  rules: AddressRules,
  resolve: ResolveHost = resolveWithDns,
): Promise<{ address: string; family: number }[]> {
  const host = hostOf(url);
  const found = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolve(host);
  if (!found.length) throw new Error(`${host} has no address`);
  for (const { address } of found) {
    const refusal = addressRefusal(address, rules);
    if (refusal) throw new AddressRefused(`${host}: ${refusal}`);
  }
  return found;
}

export class AddressRefused extends Error {}
