import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { IconButton, Tooltip } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { copyText } from './copy-text';

/**
 * A copy button for a short text (a public file's link): an icon with its name and a tooltip, which say
 * 'Copied' once done; a browser that refuses says so.
 */
export const CopyButton = ({ text, label }: { text: string; label: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [copied, setCopied] = useState(false);
  const copy = async (event: MouseEvent) => {
    event.stopPropagation();
    if (await copyText(text)) setCopied(true);
    else notify('actions.copy_failed', { type: 'warning' });
  };
  const name = translate(copied ? 'actions.copied' : label);
  return (
    <Tooltip title={name}>
      <IconButton size="small" onClick={copy} aria-label={name}>
        {copied ? <CheckIcon fontSize="small" color="success" /> : <ContentCopyIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
};
