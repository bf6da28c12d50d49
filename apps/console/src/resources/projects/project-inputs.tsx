import { required, TextInput } from 'react-admin';

const requiredField = [required()];

/** Spec §5: name, description and website, all required. */
export const ProjectInputs = () => (
  <>
    <TextInput source="projectName" validate={requiredField} fullWidth autoFocus />
    <TextInput source="projectDescription" validate={requiredField} multiline minRows={3} fullWidth />
    <TextInput source="website" type="url" validate={requiredField} fullWidth placeholder="https://" />
  </>
);

/** The fields PATCH /projects accepts. */
export const projectFields = ['projectName', 'projectDescription', 'website'];
