export const authHttpErrors: Record<string, number> = {
  'tenancy.invalid_credentials': 401,
  'tenancy.session_invalid': 401,
  'tenancy.too_many_attempts': 429,
  'tenancy.wrong_old_password': 400,
  'tenancy.invalid_password': 400,
  'tenancy.email_taken': 409,
};
