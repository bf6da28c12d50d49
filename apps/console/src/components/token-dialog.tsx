import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { copyText } from './copy-text';

/**
 * A project's API token, answered once by the server (decision 0003): shown here with a copy button and
 * the warning that it will not be shown again. Closed only by its button, not by a stray click outside.
 */
export const TokenDialog = ({ token, onClose }: { token: string | null; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    if (!token) return;
    if (await copyText(token, input.current)) setCopied(true);
    else notify('token.copy_failed', { type: 'warning' });
  };
  const close = () => {
    setCopied(false);
    onClose();
  };

  return (
    <Dialog
      open={token !== null}
      onClose={(_, reason) => reason !== 'backdropClick' && close()}
      aria-labelledby="token-dialog-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="token-dialog-title">{translate('token.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('token.intro')}
        </Typography>
        <TextField
          inputRef={input}
          label={translate('token.label')}
          value={token ?? ''}
          fullWidth
          onFocus={(event) => event.target.select()}
          slotProps={{
            input: {
              readOnly: true,
              sx: { fontFamily: 'monospace' },
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title={translate(copied ? 'actions.copied' : 'actions.copy')}>
                    <IconButton onClick={copy} aria-label={translate('actions.copy')} edge="end">
                      {copied ? <CheckIcon color="success" /> : <ContentCopyIcon />}
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
        />
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('token.once')}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={copy} startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}>
          {translate(copied ? 'actions.copied' : 'actions.copy')}
        </Button>
        <Button onClick={close} variant="contained">
          {translate('actions.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
