import { ListSubheader } from '@mui/material';
import { Fragment } from 'react';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { readSession } from '../auth/session-storage';
import { areaOf } from '../auth/user-types';
import { useCurrentScreen } from '../routes/screens';
import { menus } from './menus';
import { NavItem } from './nav-item';

/** The side menu of the signed-in person's type (spec §2), marking the screen on display. */
export const SideMenu = () => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const current = useCurrentScreen();
  const session = readSession();
  if (!session) return null;
  return (
    <Menu aria-label={translate('menu.label')}>
      {menus[areaOf(session.usertype)].map((group, index) => (
        <Fragment key={group.heading ?? index}>
          {group.heading && open ? (
            <ListSubheader component="div" sx={{ bgcolor: 'transparent', lineHeight: 2.5, mt: index ? 1 : 0 }}>
              {translate(group.heading)}
            </ListSubheader>
          ) : null}
          {group.entries.map((entry) => (
            <NavItem key={entry.to} entry={entry} current={current?.menu === entry.to} />
          ))}
        </Fragment>
      ))}
    </Menu>
  );
};
