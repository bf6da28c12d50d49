import { ListSubheader } from '@mui/material';
import { Fragment } from 'react';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { readSession } from '../auth/session-storage';
import { areaOf } from '../auth/user-types';
import { useCurrentScreen } from '../routes/screens';
import { menus } from './menus';
import { NavItem } from './nav-item';
import { useSubscriptionModules } from './use-user-projects';

/** The side menu of the signed-in person's type (spec §2), marking the screen on display. */
export const SideMenu = () => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const current = useCurrentScreen();
  const session = readSession();
  const modules = useSubscriptionModules();
  if (!session) return null;
  // A user sees only the modules their subscription has (none until they are known).
  const groups = menus[areaOf(session.usertype)].filter((group) => !group.module || modules?.includes(group.module));
  return (
    <Menu aria-label={translate('menu.label')}>
      {groups.map((group, index) => (
        <Fragment key={group.heading ?? index}>
          {group.heading && open ? (
            // Not sticky: transparent sticky headings piled up over each other and the entries as the menu scrolled.
            <ListSubheader component="div" disableSticky sx={{ bgcolor: 'transparent', lineHeight: 2.5, mt: index ? 1 : 0 }}>
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
