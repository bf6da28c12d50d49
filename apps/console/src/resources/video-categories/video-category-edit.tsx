import { EditScreen } from '../../components/edit-screen';
import { videoCategoryFields, VideoCategoryInputs } from './video-category-inputs';

/** /modules/bms/edit-category/:id: 'Category updated successfully!', then the categories. */
export const VideoCategoryEdit = () => (
  <EditScreen
    resource="video-categories"
    fields={videoCategoryFields}
    saved="messages.category_updated"
    savedTo={() => '/modules/bms/categories'}
    readFailure={{ to: '/modules/bms/categories' }}
  >
    <VideoCategoryInputs />
  </EditScreen>
);
