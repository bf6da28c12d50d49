import { createApiClient } from '@atrium/api-client';
import { readToken } from './auth/session-storage';

/**
 * The console's only way to the server. Same origin (the API serves the console), and the credential is
 * read from storage on every call so that signing in or out takes effect at once.
 */
export const api = createApiClient({ baseUrl: '', getToken: readToken });
