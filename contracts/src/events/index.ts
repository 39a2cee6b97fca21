export * from './configuration.events';
export * from './cart.events';
export * from './order.events';
export * from './catalog.events';
