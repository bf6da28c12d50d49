import type {
  EnrichmentGateway,
  FormIntakeStore,
  FormRepository,
  LeadConversionStore,
  LeadRepository,
  ScoringRepository,
  SentMailLog,
  SubmissionRepository,
} from '@atrium/modules';
import type { UnitOfWork } from '@atrium/kernel';
import { token } from '../../wiring.js';

/** The ports of `com`, as controllers and use cases ask for them (the com modules and the public API bind their adapters). */
export const LEADS = token<LeadRepository>('LeadRepository');
export const LEAD_CONVERSION = token<UnitOfWork<LeadConversionStore>>('LeadConversionUnitOfWork');
export const FORMS = token<FormRepository>('FormRepository');
export const SUBMISSIONS = token<SubmissionRepository>('SubmissionRepository');
export const SCORINGS = token<ScoringRepository>('ScoringRepository');
export const SENT_MAIL = token<SentMailLog>('SentMailLog');
export const FORM_INTAKE = token<FormIntakeStore>('FormIntakeStore');
/** The driver is chosen by ENRICHMENT_URL. */
export const ENRICHMENT_GATEWAY = token<EnrichmentGateway>('EnrichmentGateway');
