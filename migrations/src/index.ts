import { PeopleAndSessions1763760000000 } from './1763760000000-people-and-sessions.js';

/** Every migration, oldest first. A new migration is a new file here, never an edit of an applied one. */
export const migrations = [PeopleAndSessions1763760000000];
