import type { FactoryProvider } from '@nestjs/common';
import type { PortToken } from '@atrium/kernel';

/** What a provider can be asked for by: a port's token (declared beside the port), or a class (its instances). */
export type Token<T> = PortToken<T> | (abstract new (...args: never[]) => T);

/** A constructor's parameters as the tokens that provide them, position by position. */
export type TokensOf<Params extends readonly unknown[]> = { [K in keyof Params]: Token<Params[K]> };

type Class = new (...args: never[]) => unknown;

/**
 * A framework-free class (use case, repository, unit of work) as a Nest provider: Nest builds it with the
 * providers named in `inject`, in the order of its constructor, and the compiler checks that each token
 * provides what that parameter takes (none missing, none extra). The class is its own token, so a consumer
 * asks for it by type: `factory(AddClient, CLIENT_REPOSITORY, Argon2PasswordHasher)`.
 */
export function factory<C extends Class>(type: C, ...inject: TokensOf<ConstructorParameters<C>>): FactoryProvider<InstanceType<C>> {
  return { provide: type, useFactory: (...deps: unknown[]) => new type(...(deps as never[])) as InstanceType<C>, inject };
}

/** The same, bound to a port's token: `factoryAs(CUSTOMER_REPOSITORY, TypeormCustomerRepository, EntityManager)`. */
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
