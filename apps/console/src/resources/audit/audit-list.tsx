import { SelectInput, TextInput } from 'react-admin';
import { AUDIT_ACTIONS, AUDIT_ACTOR_KINDS } from '@atrium/api-client';
import { useCurrentProject } from '../../auth/use-current-project';
import { listFilters } from '../../components/list-toolbar';
import { ResourceList } from '../../components/resource-list';
import { useScreen } from '../../routes/screen-frame';
import { AuditTable } from './audit-table';

const choices = (prefix: string, ids: readonly string[]) => ids.map((id) => ({ id, name: `${prefix}.${id}` }));

const filters = listFilters(
  <SelectInput
    key="action"
    source="action"
    label="resources.audit.fields.action"
    choices={choices('audit.actions', AUDIT_ACTIONS)}
    alwaysOn
  />,
  <TextInput key="resource" source="resource" label="resources.audit.fields.resource" alwaysOn />,
  <SelectInput
    key="actorKind"
    source="actorKind"
    label="resources.audit.fields.actorKind"
    choices={choices('audit.actor_kinds', AUDIT_ACTOR_KINDS)}
  />,
);

/**
 * /admin/audit (everything), /client/audit (the client's account) and /users/audit (the current project):
 * the server decides what each sees; the list only names the user's project.
 */
export const AuditList = () => {
  const { area } = useScreen();
  const project = useCurrentProject();
  const filter = area === 'users' ? { project } : undefined;
  return (
    <ResourceList resource="audit" filter={filter} filters={filters} storeKey={`audit.${area}`}>
      <AuditTable />
    </ResourceList>
  );
};
