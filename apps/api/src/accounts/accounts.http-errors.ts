export const accountsHttpErrors: Record<string, number> = {
  'tenancy.client_not_found': 404,
  'tenancy.user_not_found': 404,
  'tenancy.project_not_found': 404,
  'tenancy.subscription_not_found': 404,
  'tenancy.max_users_reached': 409,
  'tenancy.max_projects_reached': 409,
  'tenancy.subscription_inactive': 403,
};
