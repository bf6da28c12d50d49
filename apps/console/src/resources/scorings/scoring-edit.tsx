import { EditScreen } from '../../components/edit-screen';
import { scoringFields, ScoringInputs } from './scoring-inputs';

/** /modules/com/edit-scoring/:id: 'Saved successfully!', then the scorings. */
export const ScoringEdit = () => (
  <EditScreen
    resource="scorings"
    fields={scoringFields}
    saved="messages.saved_successfully"
    savedTo={() => '/modules/com/scoring'}
    readFailure={{ to: '/modules/com/scoring' }}
  >
    <ScoringInputs />
  </EditScreen>
);
