/** The part of class-transformer's metadata storage the request-schema reader uses (`@Type(() => Nested)`). */
declare module 'class-transformer/cjs/storage' {
  export const defaultMetadataStorage: {
    findTypeMetadata(target: object, propertyName: string): { typeFunction: () => unknown } | undefined;
  };
}
