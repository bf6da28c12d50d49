import { FIELD_LABELS } from '@atrium/api-client';
import type { ResourceConfig } from '../data-provider/resource-config';
import { moduleResources, moduleTitles } from '../modules/resources';

/**
 * The catalogue's entries (`resources.<name>`: its name and field labels, which react-admin reads) of the
 * resources whose config names them: their fields labelled as the API document labels them (from their
 * field descriptors), then as the config adds or says otherwise.
 */
function resourceTexts(resources: Record<string, ResourceConfig>) {
  const named = Object.entries(resources).flatMap(([resource, { name, record, fields }]) =>
    name ? [[resource, { name, fields: { ...(record ? FIELD_LABELS[record] : {}), ...fields } }] as const] : [],
  );
  return Object.fromEntries(named) as Record<string, { name: string; fields: Record<string, string> }>;
}

/**
 * The words of the catalogue said in each module's folder (modules/<code>/resources.ts): its screens'
 * titles, its resources' names, and their field labels from the API document. Apart from en.ts, which the
 * login page reads (login/texts.ts): that page downloads neither the modules' config nor the document's facts.
 */
export const moduleCatalogue = { screens: { modules: moduleTitles }, resources: resourceTexts(moduleResources) };
