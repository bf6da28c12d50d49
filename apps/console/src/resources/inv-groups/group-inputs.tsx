import { ReferenceInput, required, SelectInput, TextInput } from 'react-admin';
import { fieldsOf } from '../../data-provider/resource-config';

/** Spec 2 §5: a group needs its name; it takes one template of the project. */
export const InventoryGroupInputs = () => (
  <>
    <TextInput source="name" validate={required()} autoComplete="off" autoFocus fullWidth />
    <ReferenceInput source="template" reference="inv-templates" perPage={100} sort={{ field: 'name', order: 'ASC' }}>
      <SelectInput optionText="name" validate={required()} fullWidth />
    </ReferenceInput>
  </>
);

/** The fields PATCH /inv/groups accepts. */
export const inventoryGroupFields = fieldsOf<'UpdateInventoryGroupDto'>()('name', 'template');
