import type { NavigationView } from '../../machines/navigation/navigation.select';

/** What a route module receives: the navigation guard's view of the shown route (params, mode). */
export interface ScreenProps {
  view: NavigationView;
}

export const isKiosk = (view: NavigationView) => view.mode === 'kiosk';
