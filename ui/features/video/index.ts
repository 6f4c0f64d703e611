import { lazy } from 'react';

// The video feature's API for other features: the act's video tab, loaded only when opened, so no
// page but the video ones carries the video code (decision 046).
export const VideoTab = lazy(() => import('./video-tab'));
export type { VideoTabProps } from './video-tab';
