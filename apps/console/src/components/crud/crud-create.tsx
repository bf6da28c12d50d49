import { Create, SimpleForm } from 'react-admin';
import { FORM_WIDTH, SaveToolbar, useSaveOptions } from '../form';
import { CrudInputs, savedTo } from './crud-form';
import type { Crud } from './crud-screens';

/** A resource's add screen (crudScreens): its form, the spec's message once added, then on. */
export const CrudCreate = ({ crud }: { crud: Crud }) => {
  const options = useSaveOptions(crud.create.saved, savedTo(crud.create));
  return (
    <Create resource={crud.resource} title={false} mutationOptions={options} sx={{ maxWidth: FORM_WIDTH.normal }}>
      <SimpleForm warnWhenUnsavedChanges toolbar={<SaveToolbar />}>
        <CrudInputs body={crud.create.body} />
      </SimpleForm>
    </Create>
  );
};
