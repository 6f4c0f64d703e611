export { AnalystActPage } from './analyst-act-page';
export { AnalystsPage } from './analysts-page';
export { ReplayStepper, type ReplayStepperProps } from './replay-stepper';
