export * from './logo-artwork';
export * from './putter-drawing';
export * from './putter-look';
export * from './svg-markup';
export * from './swatches';
