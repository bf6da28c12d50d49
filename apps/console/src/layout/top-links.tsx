import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Box, Button, Divider, IconButton, Menu, MenuItem, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import type { Area } from '../auth/user-types';

/** The spec's top links: /{type}, /{type}/change-password, /{type}/api-access, /logout. */
export function topLinks(area: Area) {
  return [
    { to: `/${area}`, label: 'top.dashboard' },
    { to: `/${area}/change-password`, label: 'top.change_password' },
    { to: `/${area}/api-access`, label: 'top.api_access' },
    { to: '/logout', label: 'top.logout' },
  ];
}

/**
 * Buttons on wide screens; one "more" menu below, where the app bar has no room for four (on phones
 * the menu also carries the greeting, which the bar then has no room for either).
 */
export const TopLinks = ({ area, greeting }: { area: Area; greeting: string }) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const links = topLinks(area);
  return (
    <>
      <Box
        component="nav"
        aria-label={translate('app.top_links')}
        sx={{
          display: { xs: 'none', lg: 'flex' },
          flexShrink: 0,
          gap: 0.5,
          mx: 1,
          '& a': { whiteSpace: 'nowrap' },
          '& [aria-current="page"]': { textDecoration: 'underline', textUnderlineOffset: '6px' },
        }}
      >
        {links.map((link) => (
          <Button
            key={link.to}
            component={Link}
            to={link.to}
            color="inherit"
            size="small"
            aria-current={pathname === link.to ? 'page' : undefined}
          >
            {translate(link.label)}
          </Button>
        ))}
      </Box>
      <Box sx={{ display: { xs: 'flex', lg: 'none' }, flexShrink: 0 }}>
        <IconButton
          color="inherit"
          aria-label={translate('app.more_links')}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreVertIcon />
        </IconButton>
        <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
            <Typography variant="subtitle2" sx={{ px: 2, py: 1 }}>
              {greeting}
            </Typography>
            <Divider />
          </Box>
          {links.map((link) => (
            <MenuItem key={link.to} component={Link} to={link.to} selected={pathname === link.to} onClick={() => setAnchor(null)}>
              {translate(link.label)}
            </MenuItem>
          ))}
        </Menu>
      </Box>
    </>
  );
};
