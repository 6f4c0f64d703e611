// The equeue feature's API for other features (its pages are route modules in ui/screens): the
// notary's day, shown in the workspace (decision 058).
export { TodayQueue } from './today-queue';
