import { Button as MuiButton, type ButtonProps as MuiButtonProps } from '@mui/material';
import { forwardRef, type ElementType, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export type ButtonProps = Omit<MuiButtonProps, 'children'> & {
  /** i18n key (or text) of the button's words. */
  label: string;
  /** The icon, shown before the words. */
  children?: ReactNode;
  /** E.g. react-router's Link, with `to`. */
  component?: ElementType;
  to?: string;
};

/**
 * Every action button of the console, with react-admin's Button's props (`label`, the icon as child). Unlike
 * it, the words stay at every width: react-admin's turns into a bare icon below 600 px (and loses even its
 * name when disabled), where people need the words most (issue 19). Lint points here (eslint.config.js).
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(({ label, children, size = 'small', sx, ...rest }, ref) => {
  const translate = useTranslate();
  return (
    <MuiButton
      ref={ref}
      size={size}
      startIcon={children}
      // react-admin's fix for icons misaligned on small buttons (mui/material-ui#30240).
      sx={[{ '&.MuiButton-sizeSmall': { lineHeight: 1.5 } }, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])]}
      {...(rest as MuiButtonProps)}
    >
      {translate(label, { _: label })}
    </MuiButton>
  );
});
Button.displayName = 'Button';
