import { createHash, randomBytes } from 'node:crypto';
import { checkText, listContract, portToken, type ListQuery, type Page, type TenantScope } from '@atrium/kernel';

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

const PROJECT_TEXT = { projectName: 'short', projectDescription: 'long', website: 'short' } as const;

export function checkProjectFields(input: ProjectChanges, requireAll: boolean): ProjectChanges {
  return checkText(input, PROJECT_TEXT, { requireAll });
}

/** Port: projects, read within the caller's tenant scope. */
export interface ProjectRepository {
  list(query: ListQuery, scope: TenantScope, filter: { subscriptionId?: number }): Promise<Page<Project>>;
  get(id: number, scope: TenantScope): Promise<Project | null>;
  countInSubscription(subscriptionId: number): Promise<number>;
  create(project: Required<ProjectChanges> & { subscriptionId: number; tokenHash: string; tokenHint: string }): Promise<Project>;
  /** Answers false when there is no such project in the scope. */
  update(id: number, changes: ProjectChanges, scope: TenantScope): Promise<boolean>;
  /** Replaces the token's hash; answers the project, or null when there is no such project in the scope. */
  setToken(id: number, tokenHash: string, tokenHint: string, scope: TenantScope): Promise<Project | null>;
  /** Answers false when there is no such project in the scope. */
  delete(id: number, scope: TenantScope): Promise<boolean>;
}
export const PROJECT_REPOSITORY = portToken<ProjectRepository>('ProjectRepository');
