import {
  projectOf,
  type ListQuery,
  type Page,
  type ProjectRecord,
  type ProjectRecords,
  type ProjectScope,
  type TenantScope,
} from '@atrium/kernel';

/** Tests' records of one project: the scope its API key resolves to (what the resolver hands a public route). */
export const testProject = (projectId: number): ProjectScope => projectOf({ kind: 'project', projectId });

/**
 * Any module's records in memory, with the scope rules of the real repositories: a user reaches the
 * projects of their subscription (`projectsOf`), narrowed to the named project when there is one; a
 * project key reaches its project. A module's fake is `new FakeProjectRecords<X, XInput>(projectsOf)`.
 */
export class FakeProjectRecords<E extends ProjectRecord & { createdAt?: Date }, Input> implements ProjectRecords<E, Input> {
  readonly rows = new Map<number, E>();
  private nextId = 1;

  constructor(private readonly projectsOf: (subscriptionId: number) => number[] = () => []) {}

  private visible(record: E, scope: TenantScope): boolean {
    switch (scope.kind) {
      case 'admins':
        return true;
      case 'clients':
        return false;
      case 'project':
        return record.projectId === scope.projectId;
      case 'users':
        return (
          this.projectsOf(scope.subscriptionId).includes(record.projectId) &&
          (scope.projectId === undefined || scope.projectId === record.projectId)
        );
    }
  }

  async list(query: ListQuery, scope: TenantScope): Promise<Page<E>> {
    const all = [...this.rows.values()].filter((r) => this.visible(r, scope)).sort((a, b) => b.id - a.id);
    const start = (query.page - 1) * query.perPage;
    return { rows: all.slice(start, start + query.perPage), total: all.length };
  }

  async get(id: number, scope: TenantScope): Promise<E | null> {
    const record = this.rows.get(id);
    return record && this.visible(record, scope) ? record : null;
  }

  async create(record: Input, project: ProjectScope): Promise<E> {
    const created = { ...record, projectId: project.projectId, id: this.nextId++, createdAt: new Date(0) } as unknown as E;
    this.rows.set(created.id, created);
    return created;
  }

  async update(id: number, changes: Partial<Input>, scope: TenantScope): Promise<boolean> {
    const record = await this.get(id, scope);
    if (!record) return false;
    const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    this.rows.set(id, { ...record, ...defined });
    return true;
  }

  async delete(id: number, scope: TenantScope): Promise<boolean> {
    return (await this.get(id, scope)) ? this.rows.delete(id) : false;
  }
}
