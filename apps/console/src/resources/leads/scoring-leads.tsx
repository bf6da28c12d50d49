import { EmailField, FunctionField, TextField } from 'react-admin';
import { Datagrid } from '../../components/datagrid';
import { useParams } from 'react-router-dom';
import { LinkButton } from '../../components/link-button';
import { ResourceList } from '../../components/resource-list';
import { personName } from '../../components/person-name';
import { moduleRoutes, routeTo } from '../../routes/module-routes';

type Row = { id: number; firstname: string; lastname: string };

/** /modules/com/scoring-leads/:id: the leads with one scoring (name, e-mail, phone, a link to the details). */
export const ScoringLeads = () => {
  const { id } = useParams();
  return (
    <ResourceList resource="leads" filter={{ scoring: Number(id) }} storeKey={`scoring-leads-${id}`}>
      <Datagrid bulkActionButtons={false} rowClick={(leadId) => routeTo(moduleRoutes.com.leadDetails, { id: leadId })}>
        <FunctionField source="lastname" label="resources.leads.fields.name" render={(l: Row) => personName(l)} />
        <EmailField source="email" onClick={(event) => event.stopPropagation()} />
        <TextField source="phone" />
        <FunctionField
          label={false}
          render={(l: Row) => <LinkButton to={routeTo(moduleRoutes.com.leadDetails, { id: l.id })} label="leads.details" />}
        />
      </Datagrid>
    </ResourceList>
  );
};
