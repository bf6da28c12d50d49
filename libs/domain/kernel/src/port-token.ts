declare const provides: unique symbol;

/**
 * The name an adapter of a port is provided under, declared beside the port: a plain symbol at run time,
 * and for the compiler the port it stands for, so that the composition root can check that what it binds
 * to a token, and what it hands to a constructor, is that port (apps/api/src/wiring.ts).
 */
export type PortToken<T> = symbol & { readonly [provides]: T };

export function portToken<T>(description: string): PortToken<T> {
  return Symbol(description) as PortToken<T>;
}
