/** How every list names a client: 'Company — First Last', from a row's company, firstname and lastname. */
export function clientName(r: Record<string, unknown>): string {
  return [r.company, `${r.firstname ?? ''} ${r.lastname ?? ''}`.trim()].filter(Boolean).join(' — ');
}
