import { Create, SimpleForm } from 'react-admin';
import { FORM_WIDTH, SaveToolbar, useSaveOptions } from '../../components/form';
import { SectionInputs } from './section-inputs';
import { moduleRoutes } from '../../routes/module-routes';

/** /modules/cms/add-section: 'Section added!', then the sections. */
export const SectionCreate = () => {
  const options = useSaveOptions('messages.section_added', () => moduleRoutes.cms.sections);
  return (
    <Create resource="cms-sections" title={false} mutationOptions={options} sx={{ maxWidth: FORM_WIDTH.wide }}>
      <SimpleForm warnWhenUnsavedChanges toolbar={<SaveToolbar />} defaultValues={{ code: '' }}>
        <SectionInputs />
      </SimpleForm>
    </Create>
  );
};
