import AddIcon from '@mui/icons-material/Add';
import PeopleIcon from '@mui/icons-material/People';
import StarIcon from '@mui/icons-material/Star';
import { Box } from '@mui/material';
import { FunctionField, NumberField, TextField, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { Datagrid } from '../../components/datagrid';
import { LinkButton } from '../../components/link-button';
import { ResourceList } from '../../components/resource-list';
import { EditDeleteActions } from '../../components/row-actions';
import { moduleRoutes, routeTo } from '../../routes/module-routes';

/** The star in the scoring's colour; its text alternative names the colour, which the star alone cannot. */
const ColorStar = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  return (
    <StarIcon
      sx={{ color: record.color as string }}
      titleAccess={translate('scorings.star', { label: record.label, color: record.color })}
    />
  );
};

const LeadsLink = () => {
  const scoring = useRecordContext();
  return scoring ? (
    <LinkButton to={routeTo(moduleRoutes.com.scoringLeads, { id: scoring.id })} label="actions.show_leads" icon={<PeopleIcon />} />
  ) : null;
};

/** /modules/com/scoring: label, a star in the score's colour, and the score; show leads, edit, delete. */
export const ScoringList = () => (
  <ResourceList
    resource="scorings"
    create={<LinkButton to={moduleRoutes.com.addScoring} label="actions.add_scoring" icon={<AddIcon />} variant="contained" />}
  >
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="label" />
      <FunctionField source="color" render={(record: RaRecord) => <ColorStar record={record} />} />
      <NumberField source="score" />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <LeadsLink />
        <EditDeleteActions
          editTo={(s) => routeTo(moduleRoutes.com.editScoring, { id: s.id })}
          resource="scorings"
          deletedMessage="messages.deleted_successfully"
        />
      </Box>
    </Datagrid>
  </ResourceList>
);
