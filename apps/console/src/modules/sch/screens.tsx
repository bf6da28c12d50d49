import EventIcon from '@mui/icons-material/Event';
import { lazyPage } from '../../routes/pages';
import { moduleScreen, menuEntry as e, type ModuleScreens } from '../module-screens';

const EventsCalendar = lazyPage(() => import('../../resources/events/events-calendar'), 'EventsCalendar');
const EventCreate = lazyPage(() => import('../../resources/events/event-create'), 'EventCreate');
const EventEdit = lazyPage(() => import('../../resources/events/event-edit'), 'EventEdit');
const EventShow = lazyPage(() => import('../../resources/events/event-show'), 'EventShow');

/** The scheduler module's screens (second spec document) and its group of the user's side menu. */
export const screens: ModuleScreens = {
  menu: { heading: 'menu.sch', module: 'sch', entries: [e('/modules/sch/events', 'screens.modules.sch_events', <EventIcon />)] },
  screens: [
    moduleScreen('/modules/sch/events', 'screens.modules.sch_events', EventsCalendar),
    moduleScreen('/modules/sch/add-event', 'screens.modules.sch_add_event', EventCreate, '/modules/sch/events'),
    moduleScreen('/modules/sch/edit-event/:id', 'screens.modules.sch_edit_event', EventEdit, '/modules/sch/events'),
    moduleScreen('/modules/sch/event-details/:id', 'screens.modules.sch_event_details', EventShow, '/modules/sch/events'),
  ],
};
