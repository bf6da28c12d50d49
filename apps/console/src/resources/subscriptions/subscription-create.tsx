import { Box } from '@mui/material';
import {
  AutocompleteInput,
  CheckboxGroupInput,
  Create,
  minValue,
  NumberInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
} from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { SaveToolbar, useSaveOptions } from '../../components/form';
import { CostSummary } from './cost-summary';
import { moduleChoices } from './modules';

const requiredField = [required()];
const requiredCount = [required(), minValue(1)];
const someModules = [required('subscription.modules_required')];
const clientOption = (c: { company?: string; firstname?: string; lastname?: string }) =>
  `${c.company ?? ''} — ${c.firstname ?? ''} ${c.lastname ?? ''}`.trim();
const billingCycles = [{ id: 'monthly', name: 'subscription.monthly' }];

/**
 * /admin/add-subscription (`?client=7` picks the client): core id, projects, users, modules, the billing cycle
 * fixed to monthly, and the live cost summary. 'Subscription added!', then the subscription's details.
 */
export const SubscriptionCreate = () => {
  const [params] = useSearchParams();
  const client = Number(params.get('client')) || undefined;
  const options = useSaveOptions('messages.subscription_added', (subscription) => `/admin/subscription-details/${subscription.id}`);
  const defaults = { client, maxProjects: 1, maxUsers: 1, modules: [], billingCycle: 'monthly' };
  return (
    <Create resource="subscriptions" title={false} mutationOptions={options} sx={{ maxWidth: 1000 }}>
      <SimpleForm warnWhenUnsavedChanges defaultValues={defaults} toolbar={<SaveToolbar />}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, gap: 3, width: '100%', alignItems: 'start' }}>
          <Box>
            <ReferenceInput source="client" reference="clients" sort={{ field: 'company', order: 'ASC' }}>
              <AutocompleteInput optionText={clientOption} validate={requiredField} fullWidth />
            </ReferenceInput>
            <NumberInput source="coreId" step={1} validate={requiredCount} helperText="subscription.core_id_help" fullWidth />
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2 }}>
              {/* No `min` attribute: the browser's own check would stop the submit before the field errors show. */}
              <NumberInput source="maxProjects" step={1} validate={requiredCount} />
              <NumberInput source="maxUsers" step={1} validate={requiredCount} />
            </Box>
            <CheckboxGroupInput source="modules" choices={moduleChoices} helperText="subscription.modules_help" validate={someModules} />
            <SelectInput source="billingCycle" choices={billingCycles} readOnly />
          </Box>
          <CostSummary />
        </Box>
      </SimpleForm>
    </Create>
  );
};
