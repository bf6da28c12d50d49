import { Alert, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { Form, maxLength, required, SaveButton, TextInput, useTranslate } from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { api } from '../api';
import { readCurrentProject } from '../auth/session-storage';
import { useApiCall } from '../components/use-api-call';
import { useServerAction } from '../components/use-server-action';
import { moduleRoutes, routeTo } from '../routes/module-routes';

// CONTRACT §9: a subject is a short field, a mail body a long one.
const SUBJECT = [required(), maxLength(200)];
const MESSAGE = [required(), maxLength(10_000)];

const RECIPIENTS = {
  leads: { path: '/api/com/leads', details: moduleRoutes.com.leadDetails, missing: 'send_mail.no_lead' },
  customers: { path: '/api/crm/customers', details: moduleRoutes.crm.customerDetails, missing: 'send_mail.no_customer' },
} as const;
type Recipient = keyof typeof RECIPIENTS;

const recipientOf = (name: string | undefined) => (name && name in RECIPIENTS ? RECIPIENTS[name as Recipient] : undefined);

interface Read {
  email?: string;
  /** The lead or customer does not exist (or is not the caller's to see). */
  missing: boolean;
}

/** The recipient's e-mail: `?email=` when the caller knows it, else read from the lead or customer. */
function useRecipientEmail(recipient: string | undefined, id: string | undefined): Read & { isPending: boolean } {
  const [search] = useSearchParams();
  const given = search.get('email') ?? undefined;
  const path = recipientOf(recipient)?.path;
  const read = useApiCall<Read>(`${recipient}:${id}:${given ?? ''}`, () => {
    if (given || !path || !id) return null;
    // The record read as the spec reads it (`?id=`); untyped here so this screen does not follow each DTO.
    const get = api.GET as unknown as (url: string, init: object) => Promise<{ data?: unknown; response: Response }>;
    return get(path, { params: { query: { id } } }).then(({ data, response }) => {
      const record = (Array.isArray(data) ? data[0] : data) as { email?: string } | undefined;
      return { email: record?.email, missing: response.status === 404 };
    });
  });
  return { email: given ?? read.data?.email, missing: !given && !!read.data?.missing, isPending: !given && read.isPending };
}

/**
 * Where to go once the mail is sent: back to the screen the person came from (the lead's or customer's
 * details, most often), or to the recipient's details when the page was opened directly.
 */
function useGoBack(recipient: string | undefined, id: string | undefined) {
  const navigate = useNavigate();
  return () => {
    // react-router keeps the position in the session's history in `idx`: 0 is the page the console opened on.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    const details = recipientOf(recipient)?.details;
    if (idx > 0) navigate(-1);
    else if (details && id) navigate(routeTo(details, { id }), { replace: true });
  };
}

/** /users/send-mail/:id/:recipient (recipient leads or customers): subject and message, 'Mail sent successfully!'. */
export const SendMailPage = () => {
  const translate = useTranslate();
  const { id, recipient } = useParams();
  const { email, missing, isPending } = useRecipientEmail(recipient, id);
  const { run, pending } = useServerAction('messages.mail_sent', { refresh: false });
  const goBack = useGoBack(recipient, id);
  const project = readCurrentProject();

  const submit = async (values: Record<string, unknown>) => {
    if (!email) return;
    const sent = await run((provider) =>
      provider.send('com-mail', { method: 'POST', body: { subject: values.subject, message: values.message, email, project } }),
    );
    if (sent !== undefined) goBack();
  };

  const missingText = translate(recipientOf(recipient)?.missing ?? 'send_mail.no_email');
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {translate(recipient === 'customers' ? 'send_mail.to_customer' : 'send_mail.to_lead')}
          </Typography>
          {missing ? <Alert severity="warning">{missingText}</Alert> : null}
          <TextField
            label={translate('send_mail.to')}
            value={email ?? (isPending ? '…' : missing ? '' : translate('send_mail.no_email'))}
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
