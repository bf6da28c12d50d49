import { EditScreen } from '../../components/edit-screen';
import { inventoryGroupFields, InventoryGroupInputs } from './group-inputs';

/** /modules/inv/edit-group/:id: 'Group updated!', then the groups. */
export const InventoryGroupEdit = () => (
  <EditScreen
    resource="inv-groups"
    fields={inventoryGroupFields}
    saved="messages.group_updated"
    savedTo={() => '/modules/inv/groups'}
    readFailure={{ to: '/modules/inv/groups' }}
  >
    <InventoryGroupInputs />
  </EditScreen>
);
