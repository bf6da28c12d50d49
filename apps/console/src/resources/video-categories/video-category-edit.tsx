import { EditScreen } from '../../components/edit-screen';
import { videoCategoryFields, VideoCategoryInputs } from './video-category-inputs';
import { moduleRoutes } from '../../routes/module-routes';

/** /modules/bms/edit-category/:id: 'Category updated successfully!', then the categories. */
export const VideoCategoryEdit = () => (
  <EditScreen
    resource="video-categories"
    fields={videoCategoryFields}
    saved="messages.category_updated"
    savedTo={() => moduleRoutes.bms.categories}
    readFailure={{ to: moduleRoutes.bms.categories }}
  >
    <VideoCategoryInputs />
  </EditScreen>
);
