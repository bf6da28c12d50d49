import DashboardIcon from '@mui/icons-material/Dashboard';
import KeyIcon from '@mui/icons-material/Key';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import HistoryIcon from '@mui/icons-material/History';
import WebhookIcon from '@mui/icons-material/Webhook';
import type { ReactElement } from 'react';
import type { Area } from '../auth/user-types';
import type { ModuleCode } from '../data-provider/resource-config';
import { MODULES } from '../modules';

export interface MenuEntry {
  to: string;
  /** i18n key, the same as the screen's title so that menu and title always agree. */
  label: string;
  icon: ReactElement;
}

export interface MenuGroup {
  /** i18n key of the group's heading; none for the ungrouped entries at the top. */
  heading?: string;
  /** The project module the group opens: shown only when the user's subscription has it (CONTRACT §5). */
  module?: ModuleCode;
  entries: MenuEntry[];
}

const e = (to: string, label: string, icon: ReactElement): MenuEntry => ({ to, label, icon });

/** The side menus of spec §2, one per area. A user's module groups come from `modules/` in the spec's order. */
export const menus: Record<Area, MenuGroup[]> = {
  admin: [
    {
      entries: [
        e('/admin/dashboard', 'screens.dashboard', <DashboardIcon />),
        e('/admin/clients', 'screens.admin.clients', <PeopleIcon />),
        e('/admin/subscriptions', 'screens.admin.subscriptions', <CardMembershipIcon />),
        e('/admin/invoices', 'screens.admin.invoices', <ReceiptLongIcon />),
        e('/admin/transactions', 'screens.admin.transactions', <SwapHorizIcon />),
        e('/admin/audit', 'screens.admin.audit', <HistoryIcon />),
        e('/admin/change-password', 'screens.change_password', <KeyIcon />),
      ],
    },
  ],
  client: [
    {
      heading: 'menu.core_config',
      entries: [
        e('/client/dashboard', 'screens.dashboard', <DashboardIcon />),
        e('/client/subscriptions', 'screens.client.subscriptions', <CardMembershipIcon />),
        e('/client/invoices', 'screens.client.invoices', <ReceiptLongIcon />),
        e('/client/transactions', 'screens.client.transactions', <SwapHorizIcon />),
        e('/client/audit', 'screens.client.audit', <HistoryIcon />),
        e('/client/webhooks', 'webhooks.title', <WebhookIcon />),
        e('/client/change-password', 'screens.change_password', <KeyIcon />),
      ],
    },
  ],
  users: [
    {
      entries: [
        e('/users', 'screens.dashboard', <DashboardIcon />),
        e('/users/audit', 'screens.users.audit', <HistoryIcon />),
        e('/users/webhooks', 'webhooks.title', <WebhookIcon />),
      ],
    },
    ...MODULES.map((module) => module.menu),
  ],
};
