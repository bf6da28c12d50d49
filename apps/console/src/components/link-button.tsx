import type { ReactNode } from 'react';
import { Button } from './button';
import { Link } from 'react-router-dom';

export interface LinkButtonProps {
  to: string;
  /** i18n key. */
  label: string;
  icon?: ReactNode;
  variant?: 'text' | 'outlined' | 'contained';
}

/** A react-admin button that is a link (a real `href`: it opens in a new tab, and the router handles the click). */
export const LinkButton = ({ to, label, icon, variant }: LinkButtonProps) => (
  <Button component={Link} to={to} label={label} variant={variant} onClick={(event) => event.stopPropagation()}>
    {icon}
  </Button>
);
