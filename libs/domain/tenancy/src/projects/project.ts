import { createHash, randomBytes } from 'node:crypto';
import { InvalidInput, listContract, type FieldError, type ListQuery, type Page, type TenantScope } from '@atrium/kernel';

export interface Project {
  id: number;
  projectName: string;
  projectDescription: string;
  website: string;
  subscriptionId: number;
  /** The token's last characters, to recognise it; the token itself is shown only when issued. */
  tokenHint: string;
  createdAt: Date;
}

/** The projects list (CONTRACT §4). */
export const PROJECT_LIST = listContract({
  sortable: ['id', 'projectName', 'website', 'createdAt'],
  search: ['projectName', 'projectDescription', 'website'],
  date: 'createdAt',
  defaultSort: 'id',
});

export interface ProjectChanges {
  projectName?: string;
  projectDescription?: string;
  website?: string;
}

/** A project's API token: 256 random bits. Only its SHA-256 is stored. */
export function issueProjectToken(): { token: string; hash: string; hint: string } {
  const token = `atr_${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashProjectToken(token), hint: `atr_…${token.slice(-4)}` };
}

export function hashProjectToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const LIMITS = { projectName: 200, projectDescription: 10_000, website: 200 } as const;

export function checkProjectFields(input: ProjectChanges, requireAll: boolean): ProjectChanges {
  const errors: FieldError[] = [];
  const out: ProjectChanges = {};
  for (const key of Object.keys(LIMITS) as (keyof typeof LIMITS)[]) {
    const value = input[key];
    if (value === undefined) {
      if (requireAll) errors.push({ field: key, message: 'is required' });
      continue;
    }
    const trimmed = value.trim();
    if (!trimmed) errors.push({ field: key, message: 'is required' });
    else if (trimmed.length > LIMITS[key]) errors.push({ field: key, message: `must be at most ${LIMITS[key]} characters` });
    out[key] = trimmed;
  }
  if (errors.length) throw new InvalidInput(errors.map((e) => `${e.field} ${e.message}`).join('; '), errors);
  return out;
}

/** Port: projects, read within the caller's tenant scope. */
export interface ProjectRepository {
  list(query: ListQuery, scope: TenantScope, filter: { subscriptionId?: number }): Promise<Page<Project>>;
  get(id: number, scope: TenantScope): Promise<Project | null>;
  countInSubscription(subscriptionId: number): Promise<number>;
  create(project: Required<ProjectChanges> & { subscriptionId: number; tokenHash: string; tokenHint: string }): Promise<Project>;
  update(id: number, changes: ProjectChanges): Promise<void>;
  setToken(id: number, tokenHash: string, tokenHint: string): Promise<void>;
  delete(id: number): Promise<void>;
  findByTokenHash(hash: string): Promise<Project | null>;
}
