import { Chip, Stack } from '@mui/material';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';

/** The module codes a subscription may list (CONTRACT §9), named like the users' module menu. */
const MODULE_CODES = ['cms', 'bms', 'inv', 'crm', 'com', 'asm', 'sch'] as const;
export const moduleChoices = MODULE_CODES.map((id) => ({ id, name: `menu.${id}` }));

export const ModulesField = ({ source = 'modules' }: Partial<FieldProps>) => {
  const translate = useTranslate();
  const modules = (useRecordContext()?.[source] as string[] | undefined) ?? [];
  return (
    <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {modules.map((code) => (
        <Chip key={code} size="small" label={translate(`menu.${code}`, { _: code })} />
      ))}
    </Stack>
  );
};
