import AddIcon from '@mui/icons-material/Add';
import { EmailField, FunctionField, TextField } from 'react-admin';
import { Datagrid } from '../../components/datagrid';
import { signedInUserId } from '../../auth/session-storage';
import { UnixDateField } from '../../components/dates';
import { DetailsSection } from '../../components/details';
import { LinkButton } from '../../components/link-button';
import { personName, type PersonLike } from '../../components/person-name';
import { ResourceList } from '../../components/resource-list';
import { ExportCsvButton } from './export-csv-button';
import { ImportButton } from '../imports/import-button';
import { moduleRoutes, routeTo } from '../../routes/module-routes';

const CustomerTable = () => (
  <Datagrid bulkActionButtons={false} rowClick={(id) => routeTo(moduleRoutes.crm.customerDetails, { id })}>
    {/* One name, or the e-mail of a customer converted from a lead without a name. */}
    <FunctionField source="lastname" label="resources.customers.fields.name" render={(c: PersonLike) => personName(c)} />
    <EmailField source="email" onClick={(event) => event.stopPropagation()} />
    <TextField source="phone" />
    <TextField source="city" />
    <UnixDateField source="createdAt" />
  </Datagrid>
);

const addCustomer = <LinkButton to={moduleRoutes.crm.addCustomer} label="actions.add_customer" icon={<AddIcon />} variant="contained" />;

/**
 * /modules/crm/customers: My Customers (assigned to the signed-in user, spec 2 §6) and All Customers, each
 * with Export CSV; a row opens the customer's details.
 */
export const CustomerList = () => {
  const me = signedInUserId();
  return (
    <>
      <DetailsSection title="customers.mine">
        <ResourceList resource="customers" embedded filter={{ assigned: me }} create={<ExportCsvButton assigned={me} />}>
          <CustomerTable />
        </ResourceList>
      </DetailsSection>
      <DetailsSection title="customers.all">
        <ResourceList
          resource="customers"
          create={
            <>
              <ExportCsvButton />
              <ImportButton resource="customers" />
              {addCustomer}
            </>
          }
        >
          <CustomerTable />
        </ResourceList>
      </DetailsSection>
    </>
  );
};
