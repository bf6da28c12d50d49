/**
 * Where the `sessions` triggers announce a session that stopped being active, its id as payload
 * (migration 1763920000000); this process's own writes may also announce no payload: any session.
 */
export const SESSION_REVOKED_CHANNEL = 'atrium_session_revoked';

/**
 * Where the triggers of migration 1764221000000 announce a change to what `membershipOf` answers: a
 * person's id when one user's subscription or kind changed, nothing when a subscription's status or
 * modules changed, or projects or people were added, moved or deleted.
 */
export const MEMBERSHIPS_CHANGED_CHANNEL = 'atrium_memberships_changed';

/** Where the triggers of migration 1764210000000 announce any change to what an API key opens. */
export const API_KEYS_CHANGED_CHANNEL = 'atrium_api_keys_changed';

/** Where the triggers of migration 1764210000000 announce a write to a project's sections (payload: its id). */
export const SECTIONS_CHANGED_CHANNEL = 'atrium_sections_changed';

/** Every channel a process hears: the feed's listening connection listens to all of them. */
export const NOTIFIED_CHANNELS = [SESSION_REVOKED_CHANNEL, MEMBERSHIPS_CHANGED_CHANNEL, API_KEYS_CHANGED_CHANNEL, SECTIONS_CHANGED_CHANNEL];
