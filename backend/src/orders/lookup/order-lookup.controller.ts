import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { LinkMailed, OrderLookupOpened, OrderView } from '@sound-putter/contracts';
import { LinkTokenDto, MailLinkRequestDto } from '@sound-putter/contracts/dto';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../infrastructure/cqrs/domain-error';
import { ApiContract } from '../../infrastructure/http/api-contract';
import { Req } from '../../infrastructure/http/request-context';
import { byAddress, RateLimit } from '../../infrastructure/rate-limit/rate-limit.guard';
import { GetThisBrowserOrdersQuery } from '../queries/order.queries';
import { OrderLookupLinks } from './order-lookup-links';

const sessionOf = (req: FastifyRequest): string => {
  if (!req.sessionId) throw new DomainError('invalid_session_id');
  return req.sessionId;
};

@ApiTags('orders')
@Controller('orders')
export class OrderLookupController {
  constructor(
    private readonly links: OrderLookupLinks,
    private readonly queries: QueryBus,
  ) {}

  @ApiContract({ body: 'LinkMailed', takesBody: true, errors: ['too_many_requests'] })
  @Post('lookup')
  @HttpCode(200)
  @RateLimit({ rule: 'orderLookup', key: byAddress })
  @ApiOperation({
    summary:
      'Track by e-mail: mails the address a link that opens its orders in the browser that opens it (24 h). The ' +
      'same answer whether or not the address has orders; 429 past ORDER_LOOKUP_LIMIT per client address',
  })
  async request(@Body() dto: MailLinkRequestDto): Promise<LinkMailed> {
    await this.links.request(dto.email, dto.language ?? 'en');
    return { mailed: true };
  }

  @ApiContract({
    body: 'OrderLookupOpened',
    takesBody: true,
    errors: ['lookup_link_invalid', 'lookup_link_used', 'lookup_link_expired'],
  })
  @Post('lookup/open')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Opens a mailed lookup link, once, within 24 h of asking: this browser session then sees the orders of the ' +
      'address in full for 24 h (GET /api/orders/this-browser, GET /api/orders/{id}, live updates)',
  })
  open(@Body() dto: LinkTokenDto, @Req() req: FastifyRequest): Promise<OrderLookupOpened> {
    return this.links.open(dto.token, sessionOf(req));
  }

  @ApiContract({ body: ['OrderView'] })
  @Get('this-browser')
  @ApiOperation({
    summary:
      'Orders placed in this browser session, and those of the addresses whose lookup link was opened here ' +
      '(newest first, at most 100)',
  })
  thisBrowser(@Req() req: FastifyRequest): Promise<OrderView[]> {
    return this.queries.execute(new GetThisBrowserOrdersQuery(sessionOf(req)));
  }
}
