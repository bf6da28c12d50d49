import { bodyFieldsOf } from '../../data-provider/body-rules';
import { EditScreen } from '../edit-screen';
import { CrudInputs, savedTo } from './crud-form';
import type { Crud } from './crud-screens';

/** A resource's edit screen (crudScreens): the add screen's inputs; it sends only what the update body takes. */
export const CrudEdit = ({ crud }: { crud: Crud }) => (
  <EditScreen
    resource={crud.resource}
    fields={bodyFieldsOf(crud.edit.body)}
    saved={crud.edit.saved}
    savedTo={savedTo(crud.edit)}
    readFailure={{ to: crud.list.route }}
  >
    <CrudInputs body={crud.create.body} />
  </EditScreen>
);
