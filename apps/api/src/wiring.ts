import type { FactoryProvider } from '@nestjs/common';

declare const provides: unique symbol;

/**
 * A port's token: a plain symbol at run time, and for the compiler the port it stands for, so that what is
 * bound to it and what asks for it are checked against the port. Made by `token<Port>('Port')`.
 */
export type PortToken<T> = symbol & { readonly [provides]: T };

/** What a provider can be asked for by: a port's token, or a class (which provides its instances). */
export type Token<T> = PortToken<T> | (abstract new (...args: never[]) => T);

/** A constructor's parameters as the tokens that provide them, position by position. */
export type TokensOf<Params extends readonly unknown[]> = { [K in keyof Params]: Token<Params[K]> };

type Class = new (...args: never[]) => unknown;

export function token<T>(description: string): PortToken<T> {
  return Symbol(description) as PortToken<T>;
}

/**
 * A framework-free class (use case, repository, unit of work) as a Nest provider: Nest builds it with the
 * providers named in `inject`, in the order of its constructor, and the compiler checks that each token
 * provides what that parameter takes (none missing, none extra). The class is its own token, so a consumer
 * asks for it by type: `factory(AddClient, CLIENTS, Argon2PasswordHasher)`.
 */
export function factory<C extends Class>(type: C, ...inject: TokensOf<ConstructorParameters<C>>): FactoryProvider<InstanceType<C>> {
  return { provide: type, useFactory: (...deps: unknown[]) => new type(...(deps as never[])) as InstanceType<C>, inject };
}

/** The same, bound to a port's token: `factoryAs(CUSTOMERS, TypeormCustomerRepository, EntityManager)`. */
export function factoryAs<T, C extends new (...args: never[]) => T>(
  token: Token<T>,
  type: C,
  ...inject: TokensOf<ConstructorParameters<C>>
): FactoryProvider<T> {
  return { provide: token, useFactory: (...deps: unknown[]) => new type(...(deps as never[])), inject };
}

/** A provider made by a function rather than a constructor: `factoryFrom(BILLING_STORE, billingStore, EntityManager)`. */
export function factoryFrom<T, Args extends unknown[]>(
  token: Token<T>,
  make: (...args: Args) => T | Promise<T>,
  ...inject: TokensOf<Args>
): FactoryProvider<T> {
  return { provide: token, useFactory: make, inject };
}
