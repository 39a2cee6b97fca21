export * from './store';
export * from './hooks';
export * from './theme.slice';
export * from './toast.slice';
export * from './configuration.slice';
export * from './notify';
