export { createMediaServer, maxSdpBytes } from './media-server';
export { recoverRecordings } from './recording';
export * from './types';
