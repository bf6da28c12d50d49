import { FunctionField, TextField, useTranslate, type RaRecord } from 'react-admin';
import { UnixDateField } from '../../components/dates';
import { formatDate, formatTime } from '../../components/format';
import { ListTable } from '../../components/list-table';
import { NarrowList } from '../../components/narrow-list';
import { useIsNarrow } from '../../components/use-is-narrow';
import { formatChanges } from './format-changes';

/** Who did it: the person's name (or the key, the job, the system) and their role. */
export const useActorLabel = () => {
  const translate = useTranslate();
  return (r: RaRecord) => {
    const name = r.actorName ?? translate(`audit.actor_kinds.${r.actorKind}`);
    return r.actorKind === 'person' && r.actorRole ? `${name} (${translate(`audit.roles.${r.actorRole}`, { _: r.actorRole })})` : name;
  };
};

const useWhat = () => {
  const translate = useTranslate();
  return (r: RaRecord) =>
    `${translate(`audit.actions.${r.action}`, { _: r.action })} · ${r.resource}${r.recordId === null ? '' : ` #${r.recordId}`}`;
};

/** The columns of the audit screens; a compact list on narrow screens. */
export const AuditTable = () => {
  const actor = useActorLabel();
  const what = useWhat();
  const translate = useTranslate();
  // A name the record carries is data (a person's, or the one the server wrote for a job or the system).
  const actorWithData = (r: RaRecord) =>
    r.actorName ? (
      <>
        <span translate="no">{r.actorName}</span>
        {actor(r).slice(String(r.actorName).length)}
      </>
    ) : (
      actor(r)
    );
  const whatWithData = (r: RaRecord) => (
    <>
      {translate(`audit.actions.${r.action}`, { _: r.action })} · <span translate="no">{r.resource}</span>
      {r.recordId === null ? '' : ` #${r.recordId}`}
    </>
  );
  if (useIsNarrow())
    return (
      <NarrowList
        rowClick={false}
        primaryText={what}
        secondaryText={(r) => `${actor(r)} · ${formatDate(r.at)} ${formatTime(r.at)}`}
        tertiaryText={(r) => formatChanges(r.changes)}
      />
    );
  return (
    <ListTable rowClick={false}>
      <UnixDateField source="at" withTime />
      <FunctionField source="actorName" sortable={false} label="resources.audit.fields.actor" render={actorWithData} />
      <FunctionField source="action" sortable={false} label="resources.audit.fields.action" render={whatWithData} />
      {/* The server's names of records and fields: data, said in no language (`translate="no"`). */}
      <FunctionField source="changes" sortable={false} render={(r) => <span translate="no">{formatChanges(r.changes)}</span>} />
      <TextField source="address" sortable={false} />
    </ListTable>
  );
};
