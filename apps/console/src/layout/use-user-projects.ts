import { useGetList, useGetOne } from 'react-admin';
import { signedInUserId } from '../auth/session-storage';

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
