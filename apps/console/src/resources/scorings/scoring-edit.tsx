import { EditScreen } from '../../components/edit-screen';
import { scoringFields, ScoringInputs } from './scoring-inputs';
import { moduleRoutes } from '../../routes/module-routes';

/** /modules/com/edit-scoring/:id: 'Saved successfully!', then the scorings. */
export const ScoringEdit = () => (
  <EditScreen
    resource="scorings"
    fields={scoringFields}
    saved="messages.saved_successfully"
    savedTo={() => moduleRoutes.com.scoring}
    readFailure={{ to: moduleRoutes.com.scoring }}
  >
    <ScoringInputs />
  </EditScreen>
);
