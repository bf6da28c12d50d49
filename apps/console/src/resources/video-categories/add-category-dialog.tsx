import { AddInDialogButton } from '../../components/add-in-dialog';
import { VideoCategoryInputs } from './video-category-inputs';

/** Add Category in a modal (spec 2 §2): 'Category added!', it closes, and the list reloads. */
export const AddCategoryButton = () => (
  <AddInDialogButton resource="video-categories" label="actions.add_category" message="messages.category_added">
    <VideoCategoryInputs />
  </AddInDialogButton>
);
