export * from './error-messages';
export * from './swatches';
export * from './format';
export * from './site';
