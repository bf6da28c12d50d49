import { ListItemIcon, ListItemText, MenuItem, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { MenuEntry } from './menus';

/**
 * A side menu link. Unlike react-admin's MenuItemLink (which matches by URL prefix, so /users would stay
 * marked on every /users/... page), the caller says whether it is the current screen: see useCurrentScreen.
 */
export const NavItem = ({ entry, current }: { entry: MenuEntry; current: boolean }) => {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const label = translate(entry.label);
  const item = (
    <MenuItem
      component={Link}
      to={entry.to}
      selected={current}
      aria-current={current ? 'page' : undefined}
      // On small screens the menu is a drawer over the content: close it once a screen is chosen.
      onClick={() => isSmall && setOpen(false)}
      sx={{ color: current ? 'text.primary' : 'text.secondary' }}
    >
      <ListItemIcon sx={{ color: 'inherit' }}>{entry.icon}</ListItemIcon>
      <ListItemText primary={label} slotProps={{ primary: { noWrap: true } }} />
    </MenuItem>
  );
  // A collapsed menu shows icons only: the tooltip names them.
  return open ? (
    item
  ) : (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  );
};
