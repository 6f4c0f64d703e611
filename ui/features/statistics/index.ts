// The statistics feature's API for the route module: the page, with its chart library loaded inside it.
export { default as StatisticsPage } from './statistics-page';
