import type { EntityManager } from 'typeorm';
import type { AccessRepository, Membership, ProjectOfApiKey } from '@atrium/tenancy';

interface MembershipRow {
  subscription_id: number;
  status: 'active' | 'inactive';
  modules: string[];
  project_id: number | null;
}

/** One statement per request: the subscription's state and modules, and whether the named project is one of its projects. */
export class TypeormAccessRepository implements AccessRepository {
  constructor(private readonly db: EntityManager) {}

  async membershipOf(userId: number, projectId?: number): Promise<Membership | null> {
    const [row] = (await this.db.query(
      `SELECT s.id AS subscription_id, s.status, s.modules,
              (SELECT pr.id FROM projects pr WHERE pr.id = $2 AND pr.subscription_id = s.id) AS project_id
         FROM people p JOIN subscriptions s ON s.id = p.subscription_id
        WHERE p.id = $1 AND p.kind = 'users'`,
      [userId, projectId ?? null],
    )) as MembershipRow[];
    if (!row) return null;
    return {
      subscriptionId: Number(row.subscription_id),
      status: row.status,
      modules: row.modules,
      projectId: row.project_id === null ? null : Number(row.project_id),
    };
  }

  async projectOfTokenHash(hash: string): Promise<ProjectOfApiKey | null> {
    const [row] = (await this.db.query(
      `SELECT p.id, s.status, s.modules FROM projects p JOIN subscriptions s ON s.id = p.subscription_id WHERE p.token_hash = $1`,
      [hash],
    )) as Array<{ id: number; status: string; modules: string[] }>;
    return row ? { projectId: Number(row.id), subscriptionActive: row.status === 'active', modules: row.modules } : null;
  }
}
