import type { Page } from 'playwright-core';
import { apiCall, seedProjectMember } from './api.js';
import { signIn, waitForPath } from './console.js';
import type { RunningServer } from './server.js';
import { useConsole } from './use-console.js';

export interface Member {
  firstname: string;
  email: string;
  password: string;
}

/** What a describe block's tests work with, filled in before they run. */
export interface MemberConsole<T> {
  server: RunningServer;
  /** A 1280×900 page of its own browser context. */
  page: Page;
  /** What `seed` answered. */
  seeded: T;
}

/**
 * A describe block's built server and browser page for a project member: `seed` adds the member's data
 * through the API first. The fields are set before the tests run; read them inside a test.
 */
export function useMemberConsole<T>(seed: (server: RunningServer) => Promise<T>, options: { timeoutMs?: number } = {}): MemberConsole<T> {
  const state = {} as MemberConsole<T>;
  useConsole(async (browser, server) => {
    state.server = server;
    state.seeded = await seed(server);
    state.page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    state.page.setDefaultTimeout(options.timeoutMs ?? 15_000);
  });
  return state;
}

/** A member of a subscription with these modules, working in `projectName`, and one lead of that project: the lead's id. */
export async function seedMemberWithLead(
  server: RunningServer,
  member: { name: string; modules: string[]; projectName: string; user: Member },
  lead: { firstname: string; lastname: string; email: string },
): Promise<number> {
  const { project, token } = await seedProjectMember(server, member);
  return (await apiCall<{ id: number }>(server, token, 'POST', '/com/leads', { phone: '555-0101', ...lead, project })).id;
}

/** Signs the member in and waits for the user area with `projectName` chosen in the project selector. */
export async function signInToProject(page: Page, server: RunningServer, user: Member, projectName: string): Promise<void> {
  await signIn(page, server.baseUrl, user.email, user.password);
  await waitForPath(page, '/users');
  await page.getByRole('combobox', { name: 'Project' }).getByText(projectName).waitFor();
}
