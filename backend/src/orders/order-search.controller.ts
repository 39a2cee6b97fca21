import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { OrderSearchPage } from '@sound-putter/contracts';
import { Roles } from '../identity';
import { ApiContract } from '../infrastructure/http/api-contract';
import { type OrderSearchParams, parseOrderSearch } from './queries/order-search';
import { SearchOrdersQuery } from './queries/order.queries';

@ApiTags('admin')
@Controller('admin/orders')
export class OrderSearchController {
  constructor(private readonly queries: QueryBus) {}

  @ApiContract({ body: 'OrderSearchPage', errors: ['unauthenticated', 'forbidden', 'validation_failed'] })
  @Get()
  @Roles('staff', 'admin')
  @ApiOperation({
    summary:
      'Staff and admin: find orders, newest first, a page at a time. `q` finds a short id (4 to 8 of its last ' +
      'characters, # allowed) or a whole id, an e-mail beginning with it, a name holding it, or a phone ' +
      'number by its digits (with or without +66 or the leading 0); `from` and `to` are Bangkok days, both included',
  })
  @ApiQuery({ name: 'q', required: false, description: 'Short id, e-mail, name or phone (at most 100 characters)' })
  @ApiQuery({
    name: 'status',
    required: false,
    description: 'pending, confirmed, crafting, shipped, delivered (orders not cancelled) or cancelled',
  })
  @ApiQuery({ name: 'channel', required: false, description: 'web, kiosk or staff' })
  @ApiQuery({ name: 'from', required: false, description: 'First day, YYYY-MM-DD in Bangkok time' })
  @ApiQuery({ name: 'to', required: false, description: 'Last day, YYYY-MM-DD in Bangkok time (not before from)' })
  @ApiQuery({ name: 'limit', required: false, description: 'Orders per page, 1 to 100 (25 by default)' })
  @ApiQuery({ name: 'cursor', required: false, description: "The previous page's nextCursor" })
  search(@Query() query: OrderSearchParams): Promise<OrderSearchPage> {
    return this.queries.execute(new SearchOrdersQuery(parseOrderSearch(query)));
  }
}
