import { InputAdornment } from '@mui/material';
import { NumberInput, type NumberInputProps } from 'react-admin';

/**
 * Dollars and cents, never below one cent. Apart from MoneyField (money.tsx), so that read-only screens such
 * as the dashboards download no input.
 */
export const MoneyInput = (props: NumberInputProps) => (
  <NumberInput
    min={0.01}
    step={0.01}
    slotProps={{ input: { startAdornment: <InputAdornment position="start">CA$</InputAdornment> } }}
    {...props}
  />
);
