import { TextInput, type RaRecord, type Validator } from 'react-admin';
import { REQUEST_BODIES, type FieldRules } from '@atrium/api-client';
import { bodyFieldsOf, rulesOf } from '../../data-provider/body-rules';
import { routeTo } from '../../routes/module-routes';
import type { Crud, TextBody } from './crud-screens';

/**
 * The inputs of an add or edit form: one text input per field of the create body (the project aside: the
 * data provider sends it), in the document's order, the first focused, each checked by the document's rules
 * (required, at most so long, an e-mail address). No browser autocompletion: these name records, not people.
 */
export const CrudInputs = ({ body }: { body: TextBody }) => {
  const rules: Record<string, Validator[]> = rulesOf(body);
  const properties: Record<string, FieldRules> = REQUEST_BODIES[body].properties;
  const fields = bodyFieldsOf(body).filter((field) => field !== 'project');
  return (
    <>
      {fields.map((field, i) => (
        <TextInput
          key={field}
          source={field}
          type={properties[field]?.format === 'email' ? 'email' : undefined}
          validate={rules[field]}
          autoComplete="off"
          autoFocus={i === 0}
          fullWidth
        />
      ))}
    </>
  );
};

/** Where a saved record leads (`then`): a screen, or the record's own (its id filled in). */
export const savedTo =
  ({ then }: Crud['create'] | Crud['edit']) =>
  (saved: RaRecord) =>
    routeTo(then as Crud['edit']['route'], { id: saved.id });
