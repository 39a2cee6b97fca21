import type { ServerToClientEvents } from '@sound-putter/contracts';
import {
  CatalogChangedPayloadSchema,
  OrderStatusChangedPayloadSchema,
  OrderUnwatchAckSchema,
  OrderUpdatedPayloadSchema,
  OrderWatchAckSchema,
  StaffOrderNoticeSchema,
} from '@sound-putter/contracts/schemas';
import { shapeBySchema } from './shape-by-schema';

/** The schema of each server-to-client event's payload (the AsyncAPI document reads the same map). */
export const serverEventSchemas = {
  'order/statusChanged': OrderStatusChangedPayloadSchema,
  'order/placed': StaffOrderNoticeSchema,
  'order/atRisk': StaffOrderNoticeSchema,
  'order/overdue': StaffOrderNoticeSchema,
  'order/updated': OrderUpdatedPayloadSchema,
  'catalog/changed': CatalogChangedPayloadSchema,
} satisfies Record<keyof ServerToClientEvents, object>;

/** A server event's payload trimmed to its schema. */
export const serverEventPayload = <E extends keyof ServerToClientEvents>(
  event: E,
  payload: Parameters<ServerToClientEvents[E]>[0],
): Parameters<ServerToClientEvents[E]>[0] =>
  shapeBySchema(serverEventSchemas[event], payload) as Parameters<ServerToClientEvents[E]>[0];

/** Acknowledgements trimmed to their schemas. */
export const watchAck = <T>(ack: T): T => shapeBySchema(OrderWatchAckSchema, ack) as T;
export const unwatchAck = <T>(ack: T): T => shapeBySchema(OrderUnwatchAckSchema, ack) as T;
