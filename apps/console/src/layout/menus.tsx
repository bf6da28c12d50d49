import CategoryIcon from '@mui/icons-material/Category';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import EventIcon from '@mui/icons-material/Event';
import GroupsIcon from '@mui/icons-material/Groups';
import HandshakeIcon from '@mui/icons-material/Handshake';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import KeyIcon from '@mui/icons-material/Key';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import PeopleIcon from '@mui/icons-material/People';
import PermMediaIcon from '@mui/icons-material/PermMedia';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import AssignmentIcon from '@mui/icons-material/Assignment';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import WhatshotIcon from '@mui/icons-material/Whatshot';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import type { ReactElement } from 'react';
import type { Area } from '../auth/user-types';
import type { ModuleCode } from '../data-provider/resource-config';

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

/** The side menus of spec §2, one per area. Module groups follow the spec's module menu order. */
export const menus: Record<Area, MenuGroup[]> = {
  admin: [
    {
      entries: [
        e('/admin/dashboard', 'screens.dashboard', <DashboardIcon />),
        e('/admin/clients', 'screens.admin.clients', <PeopleIcon />),
        e('/admin/subscriptions', 'screens.admin.subscriptions', <CardMembershipIcon />),
        e('/admin/invoices', 'screens.admin.invoices', <ReceiptLongIcon />),
        e('/admin/transactions', 'screens.admin.transactions', <SwapHorizIcon />),
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
        e('/client/change-password', 'screens.change_password', <KeyIcon />),
      ],
    },
  ],
  users: [
    { entries: [e('/users', 'screens.dashboard', <DashboardIcon />)] },
    {
      heading: 'menu.cms',
      module: 'cms',
      entries: [
        e('/modules/cms/sections', 'screens.modules.cms_sections', <ViewQuiltIcon />),
        e('/modules/cms/groups', 'screens.modules.cms_groups', <WorkspacesIcon />),
      ],
    },
    {
      heading: 'menu.bms',
      module: 'bms',
      entries: [
        e('/modules/bms/videos', 'screens.modules.bms_videos', <VideoLibraryIcon />),
        e('/modules/bms/categories', 'screens.modules.bms_categories', <CategoryIcon />),
      ],
    },
    {
      heading: 'menu.inv',
      module: 'inv',
      entries: [
        e('/modules/inv/items', 'screens.modules.inv_items', <Inventory2Icon />),
        e('/modules/inv/groups', 'screens.modules.inv_groups', <WorkspacesIcon />),
        e('/modules/inv/templates', 'screens.modules.inv_templates', <DescriptionIcon />),
        e('/modules/inv/engagements', 'screens.modules.inv_engagements', <HandshakeIcon />),
        e('/modules/inv/hottest-items', 'screens.modules.inv_hottest_items', <WhatshotIcon />),
      ],
    },
    {
      heading: 'menu.com',
      module: 'com',
      entries: [
        e('/modules/com/forms', 'screens.modules.com_forms', <AssignmentIcon />),
        e('/modules/com/leads', 'screens.modules.com_leads', <PersonAddIcon />),
        e('/modules/com/scoring', 'screens.modules.com_scoring', <LeaderboardIcon />),
      ],
    },
    {
      heading: 'menu.crm',
      module: 'crm',
      entries: [
        e('/modules/crm/customers', 'screens.modules.crm_customers', <GroupsIcon />),
        e('/modules/crm/groups', 'screens.modules.crm_groups', <WorkspacesIcon />),
      ],
    },
    { heading: 'menu.sch', module: 'sch', entries: [e('/modules/sch/events', 'screens.modules.sch_events', <EventIcon />)] },
    { heading: 'menu.asm', module: 'asm', entries: [e('/modules/asm/assets', 'screens.modules.asm_assets', <PermMediaIcon />)] },
  ],
};
