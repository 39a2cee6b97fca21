import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AnyOrderView, OrderTrackingView, OrderView } from '@sound-putter/contracts';
import { GetOrderHistoryHandler } from './order-history.query-handler';
import { OrderReadModel } from './order-read-model';
import {
  GetMyOrdersQuery,
  GetOrderQuery,
  GetOrdersByEmailQuery,
  GetOrderTrackingQuery,
  GetWorkshopBoardQuery,
  GetWorkshopOrdersQuery,
} from './order.queries';

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

@QueryHandler(GetOrdersByEmailQuery)
export class GetOrdersByEmailHandler implements IQueryHandler<GetOrdersByEmailQuery, AnyOrderView[]> {
  constructor(private readonly orders: OrderReadModel) {}
  execute({ email, viewer }: GetOrdersByEmailQuery): Promise<AnyOrderView[]> {
    return this.orders.byEmail(email, viewer);
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

export const orderQueryHandlers = [
  GetOrderHandler,
  GetMyOrdersHandler,
  GetOrdersByEmailHandler,
  GetOrderTrackingHandler,
  GetWorkshopBoardHandler,
  GetWorkshopOrdersHandler,
  GetOrderHistoryHandler,
];
