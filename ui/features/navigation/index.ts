// The navigation feature's public face: the guard's actor and its wiring, the breadcrumb trail.
export { Breadcrumbs } from './breadcrumbs';
export { NavigationActor, NavigationBridge, navigationInput, useNavigationView } from './navigation-actor';
