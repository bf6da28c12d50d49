import AddIcon from '@mui/icons-material/Add';
import { signedInUserId } from '../../auth/session-storage';
import { ListTable } from '../../components/list-table';
import { ResourceList } from '../../components/resource-list';
import { useScreen } from '../../routes/screen-frame';
import { InvoiceTable } from './invoice-table';
import { LinkButton } from '../../components/link-button';

/** /admin/invoices with Add Invoice; /client/invoices: the client's own (GET /invoices/client). */
export const InvoiceList = () => {
  const { area } = useScreen();
  if (area === 'client') {
    return (
      <ResourceList resource="invoices" filter={{ client: signedInUserId() }}>
        <InvoiceTable table={ListTable} withClient={false} />
      </ResourceList>
    );
  }
  return (
    <ResourceList
      resource="invoices"
      create={<LinkButton to="/admin/add-invoice" label="actions.add_invoice" icon={<AddIcon />} variant="contained" />}
    >
      <InvoiceTable table={ListTable} />
    </ResourceList>
  );
};
