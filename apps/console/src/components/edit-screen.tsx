import type { ReactElement, ReactNode } from 'react';
import { Edit, SimpleForm, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { FORM_WIDTH, pick, SaveToolbar, useReadFailure, useSaveOptions } from './form';

export interface EditScreenProps {
  resource: string;
  /** The fields the API accepts on update (it refuses unknown ones). */
  fields: readonly string[];
  /** Catalogue key of the success message (spec §8). */
  saved: string;
  /** Where to go after saving. */
  savedTo: (record: RaRecord) => string;
  /** Where to go, and what to say, when the record cannot be read. */
  readFailure: { to: string; message?: string };
  actions?: ReactElement | false;
  /** The form's inputs. */
  children: ReactNode;
  /** Shown under the form (e.g. a project's token). */
  after?: ReactNode;
  /** As wide as its add form: see FORM_WIDTH. */
  width?: keyof typeof FORM_WIDTH;
}

/** One edit screen for every resource: pessimistic save, the spec's message, server field errors. */
export const EditScreen = ({
  resource,
  fields,
  saved,
  savedTo,
  readFailure,
  actions = false,
  children,
  after,
  width = 'normal',
}: EditScreenProps) => {
  const { id } = useParams();
  const options = useSaveOptions(saved, savedTo);
  const onReadError = useReadFailure(readFailure.to, readFailure.message);
  return (
    <Edit
      resource={resource}
      id={Number(id)}
      title={false}
      actions={actions}
      mutationMode="pessimistic"
      mutationOptions={options}
      queryOptions={{ onError: onReadError }}
      transform={pick(...fields)}
      sx={{ maxWidth: FORM_WIDTH[width] }}
    >
      <SimpleForm warnWhenUnsavedChanges toolbar={<SaveToolbar />}>
        {children}
      </SimpleForm>
      {after}
    </Edit>
  );
};
