import { Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { Form, maxLength, required, SaveButton, TextInput, useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { api } from '../api';
import { readCurrentProject } from '../auth/session-storage';
import { useApiCall } from '../components/use-api-call';
import { useServerAction } from '../components/use-server-action';

// CONTRACT §9: a subject is a short field, a mail body a long one.
const SUBJECT = [required(), maxLength(200)];
const MESSAGE = [required(), maxLength(10_000)];

const RECIPIENT_PATHS = { leads: '/api/com/leads', customers: '/api/crm/customers' } as const;
type Recipient = keyof typeof RECIPIENT_PATHS;

/** The recipient's e-mail: `?email=` when the caller knows it, else read from the lead or customer. */
function useRecipientEmail(recipient: string | undefined, id: string | undefined): { email?: string; isPending: boolean } {
  const [search] = useSearchParams();
  const given = search.get('email') ?? undefined;
  const path = recipient && recipient in RECIPIENT_PATHS ? RECIPIENT_PATHS[recipient as Recipient] : undefined;
  const read = useApiCall<string | undefined>(`${recipient}:${id}:${given ?? ''}`, () => {
    if (given || !path || !id) return null;
    // The record read as the spec reads it (`?id=`); untyped here so this screen does not follow each DTO.
    const get = api.GET as unknown as (url: string, init: object) => Promise<{ data?: unknown }>;
    return get(path, { params: { query: { id } } }).then(({ data }) => {
      const record = (Array.isArray(data) ? data[0] : data) as { email?: string } | undefined;
      return record?.email;
    });
  });
  return { email: given ?? read.data, isPending: !given && read.isPending };
}

/** /users/send-mail/:id/:recipient (recipient leads or customers): subject and message, 'Mail sent successfully!'. */
export const SendMailPage = () => {
  const translate = useTranslate();
  const { id, recipient } = useParams();
  const { email, isPending } = useRecipientEmail(recipient, id);
  const { run, pending } = useServerAction('messages.mail_sent', { refresh: false });
  const project = readCurrentProject();

  const submit = async (values: Record<string, unknown>) => {
    if (!email) return;
    await run((provider) =>
      provider.send('com-mail', { method: 'POST', body: { subject: values.subject, message: values.message, email, project } }),
    );
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {translate(recipient === 'customers' ? 'send_mail.to_customer' : 'send_mail.to_lead')}
          </Typography>
          <TextField
            label={translate('send_mail.to')}
            value={email ?? (isPending ? '…' : translate('send_mail.no_email'))}
            slotProps={{ input: { readOnly: true } }}
            fullWidth
          />
          <Form onSubmit={submit} resetOptions={{ keepDefaultValues: true }}>
            <TextInput source="subject" label={translate('send_mail.subject')} validate={SUBJECT} fullWidth />
            <TextInput source="message" label={translate('send_mail.message')} validate={MESSAGE} multiline minRows={6} fullWidth />
            <SaveButton label={translate('send_mail.send')} disabled={!email || pending} />
          </Form>
        </Stack>
      </CardContent>
    </Card>
  );
};
