import type { NavigationView } from '../../machines/navigation/navigation.select';

/** What a route module receives: the navigation guard's view of the shown route, and the app's mode. */
export interface ScreenProps {
  view: NavigationView;
  kiosk: boolean;
}
