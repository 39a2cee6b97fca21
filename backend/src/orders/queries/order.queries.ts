import type { OrderSearchFilter } from './order-search';
import type { OrderStatus } from '@sound-putter/contracts';
import type { Viewer } from './order-read-model';

export class GetOrderQuery {
  constructor(
    readonly orderId: string,
    readonly viewer: Viewer,
  ) {}
}

export class GetMyOrdersQuery {
  constructor(readonly userId: string) {}
}

/** Orders placed in this browser session, and those of addresses it opened a lookup link for. */
export class GetThisBrowserOrdersQuery {
  constructor(readonly sessionId: string) {}
}

export class GetOrderTrackingQuery {
  constructor(
    readonly orderId: string,
    readonly now: Date,
  ) {}
}

export class GetWorkshopBoardQuery {
  constructor(
    readonly filter: { status?: OrderStatus; overdue?: boolean; cancelled?: boolean },
    readonly now: Date,
  ) {}
}

export class GetWorkshopOrdersQuery {
  constructor(readonly deliveredSince: Date) {}
}

export class GetOrderHistoryQuery {
  constructor(readonly orderId: string) {}
}

/** The back office's order search (staff, admin). */
export class SearchOrdersQuery {
  constructor(readonly filter: OrderSearchFilter) {}
}
