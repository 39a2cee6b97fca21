/** A confirmed order still inside the workshop, with the deadline its crafting jobs need. */
export interface OpenOrderDeadline {
  orderId: string;
  /** ISO UTC. */
  deliveryDeadline: string;
}

/** Every confirmed, undelivered order whose deadline miss is not recorded yet: what deadline jobs must exist for. */
export class GetOpenOrderDeadlinesQuery {}
