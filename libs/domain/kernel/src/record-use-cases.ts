import type { ProjectRecord, ProjectRecords } from './project-record.js';
import { projectOf } from './project-scope.js';
import type { TenantScope } from './tenant-scope.js';

/** The fields' checks of a resource: every field required (an add) or only those given (an edit). */
export type RecordCheck<Input> = (input: Partial<Input>, requireAll: boolean) => Partial<Input>;

/**
 * The add, edit and delete of a resource that has no rule beyond its fields' checks (a group, a category):
 * `class AddX extends recordUseCases(checkX, () => new XNotFound()).Add {}`. Each is one `execute`, built
 * with the resource's repository; a resource with more rules writes its own (customers, leads, events).
 */
export function recordUseCases<E extends ProjectRecord, Input>(check: RecordCheck<Input>, notFound: () => Error) {
  class Add {
    constructor(private readonly records: ProjectRecords<E, Input>) {}

    /** Adds the record to the caller's project (a user's scope). */
    async execute(input: Input, scope: TenantScope): Promise<E> {
      return this.records.create(check(input, true) as Input, projectOf(scope));
    }
  }

  class Update {
    constructor(private readonly records: ProjectRecords<E, Input>) {}

    async execute(id: number, changes: Partial<Input>, scope: TenantScope): Promise<void> {
      if (!(await this.records.update(id, check(changes, false), scope))) throw notFound();
    }
  }

  class Delete {
    constructor(private readonly records: ProjectRecords<E, Input>) {}

    async execute(id: number, scope: TenantScope): Promise<void> {
      if (!(await this.records.delete(id, scope))) throw notFound();
    }
  }

  return { Add, Update, Delete };
}
