// The navigation feature's public face: the guard's projection and input, the Android hand-off, breadcrumbs.
export { Breadcrumbs } from './breadcrumbs';
export { handOffToChrome, navigationInput, useNavigationView } from './navigation-actor';
