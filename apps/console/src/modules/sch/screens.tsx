import EventIcon from '@mui/icons-material/Event';
import { lazyPage } from '../../routes/pages';
import { moduleScreen, menuEntry as e, type ModuleScreens } from '../module-screens';
import { moduleRoutes } from '../../routes/module-routes';

const EventsCalendar = lazyPage(() => import('../../resources/events/events-calendar'), 'EventsCalendar');
const EventCreate = lazyPage(() => import('../../resources/events/event-create'), 'EventCreate');
const EventEdit = lazyPage(() => import('../../resources/events/event-edit'), 'EventEdit');
const EventShow = lazyPage(() => import('../../resources/events/event-show'), 'EventShow');

/** The scheduler module's screens (second spec document) and its group of the user's side menu. */
export const screens: ModuleScreens = {
  menu: { heading: 'menu.sch', module: 'sch', entries: [e(moduleRoutes.sch.events, 'screens.modules.sch_events', <EventIcon />)] },
  screens: [
    moduleScreen(moduleRoutes.sch.events, 'screens.modules.sch_events', EventsCalendar),
    moduleScreen(moduleRoutes.sch.addEvent, 'screens.modules.sch_add_event', EventCreate, moduleRoutes.sch.events),
    moduleScreen(moduleRoutes.sch.editEvent, 'screens.modules.sch_edit_event', EventEdit, moduleRoutes.sch.events),
    moduleScreen(moduleRoutes.sch.eventDetails, 'screens.modules.sch_event_details', EventShow, moduleRoutes.sch.events),
  ],
};
