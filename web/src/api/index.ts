export * from './base-api';
export * from './api-error';
export * from './session-id';
export * from './catalog.api';
export * from './configurator.api';
export * from './cart.api';
export * from './auth.api';
export * from './account.api';
