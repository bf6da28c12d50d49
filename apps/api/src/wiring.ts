import type { FactoryProvider, InjectionToken } from '@nestjs/common';

/**
 * A framework-free class (use case, repository, unit of work) as a Nest provider: Nest builds it with the
 * providers named in `inject`, in the order of its constructor. The class is its own token, so a consumer
 * asks for it by type: `factory(AddClient, TypeormClientRepository, Argon2PasswordHasher)`.
 */
export function factory<T>(type: new (...args: never[]) => T, ...inject: InjectionToken[]): FactoryProvider<T> {
  return { provide: type, useFactory: (...deps: unknown[]) => new type(...(deps as never[])), inject };
}

/** The same, under another token (a port's symbol). */
export function factoryAs<T>(token: InjectionToken, type: new (...args: never[]) => T, ...inject: InjectionToken[]): FactoryProvider<T> {
  return { provide: token, useFactory: (...deps: unknown[]) => new type(...(deps as never[])), inject };
}
