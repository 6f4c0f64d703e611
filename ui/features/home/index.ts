// The home feature's public face; its pages are route modules (ui/screens) of their own.
export { resetHomeNotice } from './home-notice-store';
