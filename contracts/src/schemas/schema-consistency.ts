import type { Static } from '@sinclair/typebox';
import type { Role } from '../account';
import type { CustomizationCategory, Handedness, LogoId } from '../catalog';
import type { OrderEventPayload } from '../events/order.events';
import type { OrderChannel, OrderStatus, PaymentStatus } from '../order-status';
import type { RoleSchema } from './account.schema';
import type { CustomizationOptionViewSchema, PutterConfigurationViewSchema } from './catalog.schema';
import type { OrderHistoryEntrySchema, OrderStatusSchema, OrderViewSchema } from './orders.schema';

/**
 * Compile-time checks that the schemas' enums are the same sets as the constants the domain uses, so a new status,
 * role or event type cannot be added on one side only.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;

export type SchemaConsistency = [
  Assert<Same<Static<typeof OrderStatusSchema>, OrderStatus>>,
  Assert<Same<Static<typeof OrderViewSchema>['paymentStatus'], PaymentStatus>>,
  Assert<Same<Static<typeof OrderViewSchema>['channel'], OrderChannel>>,
  Assert<Same<Static<typeof RoleSchema>, Role>>,
  Assert<Same<Static<typeof OrderHistoryEntrySchema>['type'], OrderEventPayload['type']>>,
  Assert<Same<Static<typeof CustomizationOptionViewSchema>['category'], CustomizationCategory>>,
  Assert<Same<Static<typeof PutterConfigurationViewSchema>['handedness'], Handedness>>,
  Assert<Same<Static<typeof PutterConfigurationViewSchema>['logoId'], LogoId>>,
];
