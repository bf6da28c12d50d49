import { NumberInput, regex, required, TextInput } from 'react-admin';
import { fieldsOf } from '../../data-provider/resource-config';

/** The colour the server takes (CONTRACT §9): `#rrggbb` or `#rgb`. */
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Spec 2 §5: a scoring needs a label, a score (a number, negative or fractional too) and a hex colour. */
export const ScoringInputs = () => (
  <>
    <TextInput source="label" validate={required()} autoComplete="off" autoFocus fullWidth />
    <NumberInput source="score" validate={required()} step="any" fullWidth />
    <TextInput source="color" validate={[required(), regex(HEX, 'scorings.hex_color')]} helperText="scorings.color_help" fullWidth />
  </>
);

/** The fields PATCH /com/scoring accepts. */
export const scoringFields = fieldsOf<'UpdateScoringDto'>()('label', 'score', 'color');
