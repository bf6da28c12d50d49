import { Create, SimpleForm } from 'react-admin';
import { SaveToolbar, useSaveOptions } from '../../components/form';
import { VideoCategoryInputs } from './video-category-inputs';
import { moduleRoutes } from '../../routes/module-routes';

/** /modules/bms/add-category (in the route table beside the modal): 'Category added!', then the categories. */
export const VideoCategoryCreate = () => {
  const options = useSaveOptions('messages.category_added', () => moduleRoutes.bms.categories);
  return (
    <Create resource="video-categories" title={false} mutationOptions={options} sx={{ maxWidth: 720 }}>
      <SimpleForm warnWhenUnsavedChanges toolbar={<SaveToolbar />}>
        <VideoCategoryInputs />
      </SimpleForm>
    </Create>
  );
};
