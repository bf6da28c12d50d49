import { FormHelperText, FormLabel, Skeleton, Stack } from '@mui/material';
import { lazy, Suspense, useId } from 'react';
import { useInput, useTranslate } from 'react-admin';

// CodeMirror is a chunk of its own, fetched when a section screen opens, never with the rest of the console.
const CodeEditor = lazy(() => import('./code-editor'));

/** The section's HTML as a react-admin input: a label, the code editor, and how to leave it with the keyboard. */
export const CodeInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const helpId = useId();
  const { field, fieldState } = useInput({ source, defaultValue: '' });
  const label = translate('cms.code');
  return (
    <Stack spacing={0.5} sx={{ width: '100%', mb: 2 }}>
      <FormLabel error={fieldState.invalid}>{label}</FormLabel>
      <Suspense fallback={<Skeleton variant="rectangular" height={320} aria-label={translate('cms.editor_loading')} />}>
        <CodeEditor
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          label={label}
          describedBy={helpId}
          invalid={fieldState.invalid}
        />
      </Suspense>
      <FormHelperText id={helpId} error={fieldState.invalid}>
        {fieldState.error?.message ? translate(fieldState.error.message, { _: fieldState.error.message }) : translate('cms.editor_keys')}
      </FormHelperText>
    </Stack>
  );
};
