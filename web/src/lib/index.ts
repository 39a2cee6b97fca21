export * from './error-messages';
export * from './format';
export * from './site';
