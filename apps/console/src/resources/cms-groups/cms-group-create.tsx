import { Create, SimpleForm } from 'react-admin';
import { FORM_WIDTH, SaveToolbar, useSaveOptions } from '../../components/form';
import { CmsGroupInputs } from './cms-group-inputs';
import { moduleRoutes } from '../../routes/module-routes';

/** /modules/cms/add-group: 'Group added!', then the groups. */
export const CmsGroupCreate = () => {
  const options = useSaveOptions('messages.group_added', () => moduleRoutes.cms.groups);
  return (
    <Create resource="cms-groups" title={false} mutationOptions={options} sx={{ maxWidth: FORM_WIDTH.wide }}>
      <SimpleForm warnWhenUnsavedChanges toolbar={<SaveToolbar />} defaultValues={{ sections: [] }}>
        <CmsGroupInputs />
      </SimpleForm>
    </Create>
  );
};
