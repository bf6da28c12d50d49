import { PeopleAndSessions1763760000000 } from './1763760000000-people-and-sessions.js';
import { Billing1763763000000 } from './1763763000000-billing.js';
import { Jobs1763766400000 } from './1763766400000-jobs.js';
import { MailOutbox1763766500000 } from './1763766500000-mail-outbox.js';
import { ListTotals1763850000000 } from './1763850000000-list-totals.js';
import { ListStatistics1763860000000 } from './1763860000000-list-statistics.js';
import { ListStatisticsTarget1763861000000 } from './1763861000000-list-statistics-target.js';
import { ListIndexStatistics1763862000000 } from './1763862000000-list-index-statistics.js';
import { CrmCustomerGroups1763900000000 } from './1763900000000-crm-customer-groups.js';
import { CoreIdInteger1763910000000 } from './1763910000000-core-id-integer.js';
import { SessionRevocationNotify1763920000000 } from './1763920000000-session-revocation-notify.js';
import { CrmCustomers1763930000000 } from './1763930000000-crm-customers.js';
import { ComFormsScorings1763940000000 } from './1763940000000-com-forms-scorings.js';
import { ComLeads1763950000000 } from './1763950000000-com-leads.js';
import { MailRelayEnrichmentCache1763958000000 } from './1763958000000-mail-relay-enrichment-cache.js';
import { ComLeadLinks1763960000000 } from './1763960000000-com-lead-links.js';
import { Notes1764100000000 } from './1764100000000-notes.js';
import { ProjectAssets1764110000000 } from './1764110000000-project-assets.js';
import { Inventory1764120000000 } from './1764120000000-inventory.js';
import { CmsSectionsGroups1764130000000 } from './1764130000000-cms-sections-groups.js';
import { BmsVideos1764140000000 } from './1764140000000-bms-videos.js';
import { BmsVideoFileTypes1764141000000 } from './1764141000000-bms-video-file-types.js';
import { AsmAssets1764150000000 } from './1764150000000-asm-assets.js';
import { AsmTagsOfDeletedRecords1764151000000 } from './1764151000000-asm-tags-of-deleted-records.js';
import { SchEvents1764160000000 } from './1764160000000-sch-events.js';
import { UserDashboardStats1764170000000 } from './1764170000000-user-dashboard-stats.js';
import { InventoryItemNotes1764180000000 } from './1764180000000-inventory-item-notes.js';
import { UserStatsCounters1764200000000 } from './1764200000000-user-stats-counters.js';
import { PublicCacheNotify1764210000000 } from './1764210000000-public-cache-notify.js';
import { ModuleListPlans1764220000000 } from './1764220000000-module-list-plans.js';
import { MembershipNotify1764221000000 } from './1764221000000-membership-notify.js';
import { StatsNotify1764300000000 } from './1764300000000-stats-notify.js';
import { StatsVersions1764340000000 } from './1764340000000-stats-versions.js';
import { ListSearchColumns1764400000000 } from './1764400000000-list-search-columns.js';
import { LoginThrottles1764520000000 } from './1764520000000-login-throttles.js';

/** Every migration, oldest first. A new migration is a new file here, never an edit of an applied one. */
export const migrations = [
  PeopleAndSessions1763760000000,
  Billing1763763000000,
  Jobs1763766400000,
  MailOutbox1763766500000,
  ListTotals1763850000000,
  ListStatistics1763860000000,
  ListStatisticsTarget1763861000000,
  ListIndexStatistics1763862000000,
  CrmCustomerGroups1763900000000,
  CoreIdInteger1763910000000,
  SessionRevocationNotify1763920000000,
  CrmCustomers1763930000000,
  ComFormsScorings1763940000000,
  ComLeads1763950000000,
  MailRelayEnrichmentCache1763958000000,
  ComLeadLinks1763960000000,
  Notes1764100000000,
  ProjectAssets1764110000000,
  Inventory1764120000000,
  CmsSectionsGroups1764130000000,
  BmsVideos1764140000000,
  BmsVideoFileTypes1764141000000,
  AsmAssets1764150000000,
  AsmTagsOfDeletedRecords1764151000000,
  SchEvents1764160000000,
  UserDashboardStats1764170000000,
  InventoryItemNotes1764180000000,
  UserStatsCounters1764200000000,
  PublicCacheNotify1764210000000,
  ModuleListPlans1764220000000,
  MembershipNotify1764221000000,
  StatsNotify1764300000000,
  StatsVersions1764340000000,
  ListSearchColumns1764400000000,
  LoginThrottles1764520000000,
];
