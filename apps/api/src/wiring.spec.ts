import { describe, expect, it } from '@jest/globals';
import { EntityManager as TypeormEntityManager } from 'typeorm';
import { portToken } from '@atrium/kernel';
import { AddCustomer as AddCrmCustomer, CUSTOMER_REPOSITORY, SCHEDULER_EVENT_REPOSITORY } from '@atrium/modules';
import { factory, factoryAs, factoryFrom } from './wiring.js';

// A port, two adapters of it, another port, and use cases that take them: the shapes the modules wire.
interface CustomerRepository {
  get(id: number): Promise<{ id: number; name: string } | null>;
}
interface InvoiceRepository {
  get(id: number): Promise<{ id: number; total: number } | null>;
}
interface Clock {
  now(): Date;
}
class EntityManager {
  query(sql: string): Promise<unknown[]> {
    return Promise.resolve([sql]);
  }
}
class TypeormCustomerRepository implements CustomerRepository {
  constructor(readonly db: EntityManager) {}
  async get(id: number) {
    return { id, name: 'Ada' };
  }
}
class TypeormInvoiceRepository implements InvoiceRepository {
  constructor(readonly db: EntityManager) {}
  async get(id: number) {
    return { id, total: 100 };
  }
}
class AddCustomer {
  constructor(readonly customers: CustomerRepository) {}
}
class ReportCustomers {
  constructor(
    readonly customers: CustomerRepository,
    readonly clock: Clock,
    readonly label = 'customers',
  ) {}
}

const CUSTOMERS = portToken<CustomerRepository>('CustomerRepository');
const INVOICES = portToken<InvoiceRepository>('InvoiceRepository');
const CLOCK = portToken<Clock>('Clock');

// Typechecking is part of CI, so each `@ts-expect-error` below must stay an error: these are the proofs that
// a wrong wiring does not compile. The calls also run, harmlessly: a provider is only a description.
describe('typed wiring', () => {
  it('compiles a right wiring: each token provides what its parameter takes, trailing defaults may be left out', () => {
    factoryAs(CUSTOMERS, TypeormCustomerRepository, EntityManager);
    factory(AddCustomer, CUSTOMERS);
    factory(AddCustomer, TypeormCustomerRepository); // a class token provides its instances
    factory(ReportCustomers, CUSTOMERS, CLOCK);
    factoryFrom(CLOCK, () => ({ now: () => new Date() }));
    factoryFrom(INVOICES, async (db: EntityManager) => new TypeormInvoiceRepository(db), EntityManager);
  });

  it('does not compile a wrong dependency', () => {
    // @ts-expect-error the issue's own example: an EntityManager is no CustomerRepository
    factory(AddCustomer, EntityManager);
    // @ts-expect-error another port's token
    factory(AddCustomer, INVOICES);
    // @ts-expect-error another port's adapter
    factory(AddCustomer, TypeormInvoiceRepository);
    // @ts-expect-error a bare symbol says nothing of what it provides
    factory(AddCustomer, Symbol('CustomerRepository'));
    // @ts-expect-error right tokens in the wrong order
    factory(ReportCustomers, CLOCK, CUSTOMERS);
    // @ts-expect-error an adapter bound to a port it does not implement
    factoryAs(CUSTOMERS, TypeormInvoiceRepository, EntityManager);
    // @ts-expect-error a function whose answer is not what the token stands for
    factoryFrom(CUSTOMERS, (db: EntityManager) => new TypeormInvoiceRepository(db), EntityManager);
    // @ts-expect-error a function's parameter given the wrong token
    factoryFrom(CUSTOMERS, (db: EntityManager) => new TypeormCustomerRepository(db), CLOCK);
  });

  it('does not compile a missing dependency', () => {
    // @ts-expect-error AddCustomer takes a CustomerRepository
    factory(AddCustomer);
    // @ts-expect-error ReportCustomers takes a Clock after its CustomerRepository
    factory(ReportCustomers, CUSTOMERS);
    // @ts-expect-error the adapter takes an EntityManager
    factoryAs(CUSTOMERS, TypeormCustomerRepository);
  });

  it('does not compile an extra dependency', () => {
    // @ts-expect-error the issue's own example, three EntityManagers for one parameter
    factory(AddCustomer, EntityManager, EntityManager, EntityManager);
    // @ts-expect-error one token too many
    factory(AddCustomer, CUSTOMERS, CLOCK);
    // @ts-expect-error one token too many for the function
    factoryFrom(CLOCK, () => ({ now: () => new Date() }), EntityManager);
  });

  it('checks the real ports too (the example of issue 20)', () => {
    factory(AddCrmCustomer, CUSTOMER_REPOSITORY);
    // @ts-expect-error typechecked before the tokens were typed
    factory(AddCrmCustomer, TypeormEntityManager, TypeormEntityManager, TypeormEntityManager);
    // @ts-expect-error an EntityManager is no CustomerRepository
    factory(AddCrmCustomer, TypeormEntityManager);
    // @ts-expect-error the scheduler's events are not customers
    factory(AddCrmCustomer, SCHEDULER_EVENT_REPOSITORY);
  });

  it('describes a provider that Nest builds with the tokens in the order of the constructor', () => {
    const clock: Clock = { now: () => new Date(0) };
    const customers = new TypeormCustomerRepository(new EntityManager());
    const provider = factory(ReportCustomers, CUSTOMERS, CLOCK);
    expect(provider.provide).toBe(ReportCustomers);
    expect(provider.inject).toEqual([CUSTOMERS, CLOCK]);
    const built = provider.useFactory(customers, clock) as ReportCustomers;
    expect(built).toBeInstanceOf(ReportCustomers);
    expect([built.customers, built.clock, built.label]).toEqual([customers, clock, 'customers']);
  });

  it('binds an adapter or a function to a port token, a plain symbol at run time', () => {
    expect(typeof CUSTOMERS).toBe('symbol');
    expect(CUSTOMERS.description).toBe('CustomerRepository');
    expect(portToken('CustomerRepository')).not.toBe(CUSTOMERS);
    const db = new EntityManager();
    const bound = factoryAs(CUSTOMERS, TypeormCustomerRepository, EntityManager);
    expect(bound.provide).toBe(CUSTOMERS);
    expect(bound.inject).toEqual([EntityManager]);
    expect(bound.useFactory(db)).toEqual(new TypeormCustomerRepository(db));
    const made = factoryFrom(CLOCK, () => clockAt(7));
    expect(made.provide).toBe(CLOCK);
    expect(made.inject).toEqual([]);
    expect((made.useFactory() as Clock).now()).toEqual(new Date(7));
  });
});

function clockAt(ms: number): Clock {
  return { now: () => new Date(ms) };
}
