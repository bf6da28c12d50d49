import { Create, SimpleForm } from 'react-admin';
import { SaveToolbar, useSaveOptions } from '../../components/form';
import { ScoringInputs } from './scoring-inputs';
import { moduleRoutes } from '../../routes/module-routes';

/** /modules/com/add-scoring: 'Scoring added!', then the scorings. */
export const ScoringCreate = () => {
  const options = useSaveOptions('messages.scoring_added', () => moduleRoutes.com.scoring);
  return (
    <Create resource="scorings" title={false} mutationOptions={options} sx={{ maxWidth: 720 }}>
      <SimpleForm warnWhenUnsavedChanges toolbar={<SaveToolbar />}>
        <ScoringInputs />
      </SimpleForm>
    </Create>
  );
};
