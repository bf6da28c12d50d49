import { LoginAttemptRecord } from './tenancy/login-attempt.record.js';
import { PersonRecord } from './tenancy/person.record.js';
import { SessionRecord } from './tenancy/session.record.js';

/** Every TypeORM record; the schema itself is owned by `migrations/`, never synchronized. */
export const records = [PersonRecord, SessionRecord, LoginAttemptRecord];
