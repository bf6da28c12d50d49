import type { RecordOf } from './records';

// Checked by the typecheck (nothing imports this file): each resource's record is the DTO its API path answers.
import type { Schemas } from '@atrium/api-client';
type Eq<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const a: Eq<RecordOf<'inv-items'>, Schemas['ItemDto'] & import('react-admin').RaRecord> = true;
const b: Eq<RecordOf<'leads'>, Schemas['LeadDto'] & import('react-admin').RaRecord> = true;
const c: Eq<RecordOf<'events'>, Schemas['EventDto'] & import('react-admin').RaRecord> = true;
const d: Eq<RecordOf<'assets'>, Schemas['AssetDto'] & import('react-admin').RaRecord> = true;
export { a, b, c, d };
