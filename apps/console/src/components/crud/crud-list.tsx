import AddIcon from '@mui/icons-material/Add';
import { TextField } from 'react-admin';
import { routeTo } from '../../routes/module-routes';
import { Datagrid } from '../datagrid';
import { UnixDateField } from '../dates';
import { LinkButton } from '../link-button';
import { ResourceList } from '../resource-list';
import { EditDeleteActions } from '../row-actions';
import type { Crud } from './crud-screens';

/** A resource's list (crudScreens): its columns, the add button, and per row Edit and Delete (after a confirmation). */
export const CrudList = ({ crud: { resource, list, create, edit } }: { crud: Crud }) => (
  <ResourceList resource={resource} create={<LinkButton to={create.route} label={list.addLabel} icon={<AddIcon />} variant="contained" />}>
    <Datagrid bulkActionButtons={false}>
      {list.columns.map(({ source, kind }) =>
        kind === 'date' ? <UnixDateField key={source} source={source} /> : <TextField key={source} source={source} />,
      )}
      <EditDeleteActions editTo={(record) => routeTo(edit.route, { id: record.id })} resource={resource} deletedMessage={list.deleted} />
    </Datagrid>
  </ResourceList>
);
