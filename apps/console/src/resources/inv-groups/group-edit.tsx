import { EditScreen } from '../../components/edit-screen';
import { inventoryGroupFields, InventoryGroupInputs } from './group-inputs';
import { moduleRoutes } from '../../routes/module-routes';

/** /modules/inv/edit-group/:id: 'Group updated!', then the groups. */
export const InventoryGroupEdit = () => (
  <EditScreen
    resource="inv-groups"
    fields={inventoryGroupFields}
    saved="messages.group_updated"
    savedTo={() => moduleRoutes.inv.groups}
    readFailure={{ to: moduleRoutes.inv.groups }}
  >
    <InventoryGroupInputs />
  </EditScreen>
);
