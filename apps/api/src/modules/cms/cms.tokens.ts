import type { CmsGroupRepository, ProjectAssetRepository, SectionRepository } from '@atrium/modules';
import { token } from '../../wiring.js';

/** The ports of `cms`, as controllers and use cases ask for them (cms.module.ts, project-assets.module.ts bind their adapters). */
export const SECTIONS = token<SectionRepository>('SectionRepository');
export const CMS_GROUPS = token<CmsGroupRepository>('CmsGroupRepository');
export const PROJECT_ASSETS = token<ProjectAssetRepository>('ProjectAssetRepository');
