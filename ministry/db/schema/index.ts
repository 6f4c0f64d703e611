export * from './acts';
export * from './auth';
export * from './notary';
export * from './portal';
export * from './ref';
export * from './registry';
export * from './searches';
export * from './video';
