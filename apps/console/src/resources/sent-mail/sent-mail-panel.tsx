import MailIcon from '@mui/icons-material/Mail';
import { Card, Chip } from '@mui/material';
import { FunctionField, TextField, useTranslate } from 'react-admin';
import type { Schemas } from '@atrium/api-client';
import { Datagrid } from '../../components/datagrid';
import { UnixDateField } from '../../components/dates';
import { DetailsSection } from '../../components/details';
import { EmptyList } from '../../components/empty-list';
import { LinkButton } from '../../components/link-button';
import { ResourceList } from '../../components/resource-list';

type SentMail = Schemas['SentMailDto'];

const STATE_COLORS: Record<SentMail['state'], 'success' | 'warning' | 'error' | 'default'> = {
  sent: 'success',
  queued: 'default',
  retrying: 'warning',
  failed: 'error',
};

const State = ({ mail }: { mail: SentMail }) => {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={STATE_COLORS[mail.state]} label={translate(`sent_mail.state.${mail.state}`)} />;
};

/**
 * The mail section of a lead's or customer's details: Send Mail, and the mail sent to their address from
 * this project (subject, when, by whom, delivery state from the outbox), newest first.
 */
export const SentMailPanel = ({ email, sendTo }: { email: string; sendTo: string }) => {
  const send = <LinkButton to={sendTo} label="leads.send_mail" icon={<MailIcon />} variant="outlined" />;
  return (
    <DetailsSection title="leads.mail">
      <Card variant="outlined">
        <ResourceList resource="sent-mail" embedded filter={{ email }} create={send} empty={<EmptyList action={send} />}>
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="subject" />
            <UnixDateField source="dateTime" withTime />
            <TextField source="sentByName" emptyText="—" />
            <FunctionField source="state" render={(mail: SentMail) => <State mail={mail} />} />
          </Datagrid>
        </ResourceList>
      </Card>
    </DetailsSection>
  );
};
