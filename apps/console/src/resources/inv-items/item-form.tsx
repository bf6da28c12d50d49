import { Skeleton } from '@mui/material';
import { Create, Edit, required, SimpleForm, TextInput } from 'react-admin';
import { useRecordOf } from '../../data-provider/records';
import { useParams } from 'react-router-dom';
import { SaveToolbar, useReadFailure, useSaveOptions } from '../../components/form';
import { MoneyInput } from '../../components/money-input';
import { templateFieldLabel } from './template-field';
import { moduleRoutes } from '../../routes/module-routes';

/** The group of the route and its template: the form has one required input per template field. */
function useTemplateOf(groupId: number) {
  const onError = useReadFailure(moduleRoutes.inv.items);
  const { data: group } = useRecordOf('inv-groups', { id: groupId }, { onError });
  const { data: template } = useRecordOf('inv-templates', { id: group?.template ?? 0 }, { enabled: !!group, onError });
  return template;
}

/**
 * One input per field of the template, in its order and labelled in its words (spec 2 §5: every one
 * required); cost in Canadian dollars, at least 0.
 */
const TemplateFieldInputs = ({ fields }: { fields: string[] }) => (
  <>
    {fields.map((field, index) =>
      field === 'cost' ? (
        <MoneyInput key={field} source="data.cost" label={templateFieldLabel(field)} min={0} validate={required()} fullWidth />
      ) : (
        <TextInput
          key={field}
          source={`data.${field}`}
          label={templateFieldLabel(field)}
          validate={required()}
          autoFocus={index === 0}
          autoComplete="off"
          fullWidth
        />
      ),
    )}
  </>
);

const toItems = () => moduleRoutes.inv.items;

/** /modules/inv/add-item/:group: a form generated from the group's template; 'Item added!', then the items. */
export const ItemCreate = () => {
  const group = Number(useParams().group);
  const template = useTemplateOf(group);
  const options = useSaveOptions('messages.item_added', toItems);
  if (!template) return <Skeleton variant="rectangular" height={240} sx={{ mt: 2 }} />;
  return (
    <Create
      resource="inv-items"
      title={false}
      mutationOptions={options}
      transform={(values: { data: Record<string, unknown> }) => ({ inventoryGroup: group, data: values.data, status: 0 })}
      sx={{ maxWidth: 720 }}
    >
      <SimpleForm warnWhenUnsavedChanges toolbar={<SaveToolbar />}>
        <TemplateFieldInputs fields={template.fields} />
      </SimpleForm>
    </Create>
  );
};

/** /modules/inv/edit-item/:group/:id: the same form, preloaded; 'Item added!' also on edit (spec 2 §8). */
export const ItemEdit = () => {
  const { group, id } = useParams();
  const template = useTemplateOf(Number(group));
  const options = useSaveOptions('messages.item_added', toItems);
  const onError = useReadFailure(moduleRoutes.inv.items);
  if (!template) return <Skeleton variant="rectangular" height={240} sx={{ mt: 2 }} />;
  return (
    <Edit
      resource="inv-items"
      id={Number(id)}
      title={false}
      actions={false}
      mutationMode="pessimistic"
      mutationOptions={options}
      queryOptions={{ onError }}
      transform={(values: { data: Record<string, unknown> }) => ({
        inventoryGroup: Number(group),
        data: pickFields(values.data, template.fields),
      })}
      sx={{ maxWidth: 720 }}
    >
      <SimpleForm warnWhenUnsavedChanges toolbar={<SaveToolbar />}>
        <TemplateFieldInputs fields={template.fields} />
      </SimpleForm>
    </Edit>
  );
};

/** An item stored before its template changed keeps old keys: the edit sends the template's fields only. */
function pickFields(data: Record<string, unknown>, fields: string[]) {
  return Object.fromEntries(fields.map((f) => [f, data?.[f]]));
}
