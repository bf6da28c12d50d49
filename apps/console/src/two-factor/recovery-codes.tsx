import DownloadIcon from '@mui/icons-material/Download';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { copyText } from '../components/copy-text';
import { text } from '../login/texts';

const FILE_NAME = 'atrium-recovery-codes.txt';

function download(codes: string[]): void {
  const url = URL.createObjectURL(new Blob([codes.join('\n') + '\n'], { type: 'text/plain' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: FILE_NAME });
  link.click();
  URL.revokeObjectURL(url);
}

/** The ten recovery codes, shown once: to copy or download before going on. */
export const RecoveryCodes = ({ codes }: { codes: string[] }) => {
  const [copied, setCopied] = useState(false);
  const button = { display: 'inline-flex', alignItems: 'center', gap: 0.5, typography: 'button', cursor: 'pointer' } as const;
  return (
    <Box>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {text('two_factor.recovery_title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {text('two_factor.recovery_intro')}
      </Typography>
      <Box
        component="ul"
        aria-label={text('two_factor.recovery_title')}
        data-testid="recovery-codes"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mb: 2,
          display: 'grid',
          gridTemplateColumns: 'repeat(2, 1fr)',
          gap: 1,
          fontFamily: 'monospace',
          fontSize: 16,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, mb: 2 }}>
        <Box component="button" type="button" sx={button} onClick={async () => setCopied(await copyText(codes.join('\n')))}>
          <ContentCopyIcon fontSize="small" />
          {text(copied ? 'two_factor.copied' : 'two_factor.copy')}
        </Box>
        <Box component="button" type="button" sx={button} onClick={() => download(codes)}>
          <DownloadIcon fontSize="small" />
          {text('two_factor.download')}
        </Box>
      </Box>
    </Box>
  );
};
