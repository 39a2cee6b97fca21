import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AnyOrderView, OrderSearchPage, OrderTrackingView, OrderView } from '@sound-putter/contracts';
import { GetOrderHistoryHandler } from './order-history.query-handler';
import { OrderReadModel } from './order-read-model';
import {
  GetMyOrdersQuery,
  GetOrderQuery,
  GetThisBrowserOrdersQuery,
  GetOrderTrackingQuery,
  GetWorkshopBoardQuery,
  GetWorkshopOrdersQuery,
  SearchOrdersQuery,
} from './order.queries';
import { OrderSearch } from './order-search';

@QueryHandler(GetOrderQuery)
export class GetOrderHandler implements IQueryHandler<GetOrderQuery, AnyOrderView> {
  constructor(private readonly orders: OrderReadModel) {}
  execute({ orderId, viewer }: GetOrderQuery): Promise<AnyOrderView> {
    return this.orders.byId(orderId, viewer);
  }
}

@QueryHandler(GetMyOrdersQuery)
export class GetMyOrdersHandler implements IQueryHandler<GetMyOrdersQuery, OrderView[]> {
  constructor(private readonly orders: OrderReadModel) {}
  execute({ userId }: GetMyOrdersQuery): Promise<OrderView[]> {
    return this.orders.mine(userId);
  }
}

@QueryHandler(GetThisBrowserOrdersQuery)
export class GetThisBrowserOrdersHandler implements IQueryHandler<GetThisBrowserOrdersQuery, OrderView[]> {
  constructor(private readonly orders: OrderReadModel) {}
  execute({ sessionId }: GetThisBrowserOrdersQuery): Promise<OrderView[]> {
    return this.orders.thisBrowser(sessionId);
  }
}

@QueryHandler(GetOrderTrackingQuery)
export class GetOrderTrackingHandler implements IQueryHandler<GetOrderTrackingQuery, OrderTrackingView> {
  constructor(private readonly orders: OrderReadModel) {}
  execute({ orderId, now }: GetOrderTrackingQuery): Promise<OrderTrackingView> {
    return this.orders.tracking(orderId, now);
  }
}

@QueryHandler(GetWorkshopBoardQuery)
export class GetWorkshopBoardHandler implements IQueryHandler<GetWorkshopBoardQuery, OrderView[]> {
  constructor(private readonly orders: OrderReadModel) {}
  execute({ filter, now }: GetWorkshopBoardQuery): Promise<OrderView[]> {
    return this.orders.board(filter, now);
  }
}

@QueryHandler(GetWorkshopOrdersQuery)
export class GetWorkshopOrdersHandler implements IQueryHandler<GetWorkshopOrdersQuery, OrderView[]> {
  constructor(private readonly orders: OrderReadModel) {}
  execute({ deliveredSince }: GetWorkshopOrdersQuery): Promise<OrderView[]> {
    return this.orders.workshopOrders(deliveredSince);
  }
}

@QueryHandler(SearchOrdersQuery)
export class SearchOrdersHandler implements IQueryHandler<SearchOrdersQuery, OrderSearchPage> {
  constructor(private readonly orders: OrderSearch) {}
  execute({ filter }: SearchOrdersQuery): Promise<OrderSearchPage> {
    return this.orders.search(filter);
  }
}

export const orderQueryHandlers = [
  GetOrderHandler,
  GetMyOrdersHandler,
  GetThisBrowserOrdersHandler,
  GetOrderTrackingHandler,
  GetWorkshopBoardHandler,
  GetWorkshopOrdersHandler,
  GetOrderHistoryHandler,
  SearchOrdersHandler,
];
