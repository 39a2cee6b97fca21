import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AnyOrderView } from '@sound-putter/contracts';
import { HandOverPickupDto } from '@sound-putter/contracts/dto';
import type { FastifyRequest } from 'fastify';
import { Roles } from '../identity';
import { ApiContract } from '../infrastructure/http/api-contract';
import { commandContextOf, Req } from '../infrastructure/http/request-context';
import { addressKey } from '../infrastructure/rate-limit/client-address';
import { RateLimit } from '../infrastructure/rate-limit/rate-limit.guard';
import { HandOverPickupCommand, MarkReadyForPickupCommand } from './commands/order.commands';
import { GetOrderQuery } from './queries/order.queries';

/** Counted per staff account (per address before sign-in is known): a counter guessing codes soon waits. */
const byStaffAccount = (req: FastifyRequest): string => req.user?.id ?? addressKey(req.ip);

/** The performance centre's counter: pickup orders put out with a code, and handed over to who shows it. */
@ApiTags('orders')
@Controller()
export class FulfilmentController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  private view(id: string, req: FastifyRequest): Promise<AnyOrderView> {
    const viewer = { userId: req.user?.id ?? null, role: req.user?.role ?? null, sessionId: req.sessionId };
    return this.queries.execute(new GetOrderQuery(id, viewer));
  }

  @ApiContract({
    body: 'AnyOrderView',
    errors: ['unauthenticated', 'forbidden', 'order_not_found', 'invalid_status_transition', 'concurrency_conflict'],
  })
  @Post('orders/:id/ready-to-collect')
  @Roles('staff', 'admin')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Staff: a crafted pickup order is on the counter: a single-use pickup code is issued and mailed to the ' +
      'customer (instead of shipping); a repeat changes nothing',
  })
  async readyToCollect(@Param('id') id: string, @Req() req: FastifyRequest): Promise<AnyOrderView> {
    await this.commands.execute(new MarkReadyForPickupCommand(id, commandContextOf(req)));
    return this.view(id, req);
  }

  @ApiContract({
    body: 'AnyOrderView',
    takesBody: true,
    errors: [
      'unauthenticated',
      'forbidden',
      'too_many_requests',
      'pickup_code_invalid',
      'pickup_code_used',
      'invalid_status_transition',
      'concurrency_conflict',
    ],
  })
  @Post('pickups/handover')
  @Roles('staff', 'admin')
  @RateLimit({ rule: 'pickupHandover', key: byStaffAccount })
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Staff at the counter: hand over the putter whose pickup code the customer shows (typed or scanned; spaces, ' +
      'dashes and case do not matter); marks it delivered. A code works once: a used one answers 409 ' +
      '`pickup_code_used`, an unknown one 404 `pickup_code_invalid`; tries are limited per staff account',
  })
  async handOver(@Body() dto: HandOverPickupDto, @Req() req: FastifyRequest): Promise<AnyOrderView> {
    const orderId = await this.commands.execute<HandOverPickupCommand, string>(
      new HandOverPickupCommand(dto.code, commandContextOf(req)),
    );
    return this.view(orderId, req);
  }
}
