import { useGetList, useGetOne } from 'react-admin';
import { readSession, signedInUserId } from '../auth/session-storage';
import type { ModuleCode } from '../data-provider/resource-config';

/** Most projects a subscription is expected to hold; the list endpoint's largest page. */
const MAX_PROJECTS = 100;

/**
 * The projects a signed-in user may work in: their own record (GET /users?id=) names their subscription,
 * whose projects come from GET /projects/subscription?id=.
 */
export function useUserProjects() {
  const userId = signedInUserId();
  const user = useGetOne('users', { id: userId }, { enabled: userId > 0 });
  const subscription = user.data?.subscription as number | undefined;
  const projects = useGetList(
    'projects',
    { filter: { subscription }, pagination: { page: 1, perPage: MAX_PROJECTS }, sort: { field: 'projectName', order: 'ASC' } },
    { enabled: subscription !== undefined },
  );
  return { projects: projects.data, isPending: user.isPending || projects.isPending, error: user.error ?? projects.error };
}

/** The modules of the signed-in user's subscription (from their own record), or undefined while loading. */
export function useSubscriptionModules(): readonly ModuleCode[] | undefined {
  const session = readSession();
  const userId = session?.usertype === 'users' ? session.userId : 0;
  const user = useGetOne('users', { id: userId }, { enabled: userId > 0 });
  return user.data?.modules as ModuleCode[] | undefined;
}
