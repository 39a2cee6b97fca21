import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CartAddResult, CartView } from '@sound-putter/contracts';
import { AddCartItemDto, UpdateCartItemDto } from '@sound-putter/contracts/dto';
import type { FastifyRequest } from 'fastify';
import { NotFound } from '../infrastructure/cqrs/domain-error';
import { commandContextOf, Req } from '../infrastructure/http/request-context';
import { cartIdOf } from './cart-id';
import {
  AddCartItemCommand,
  ChangeCartItemQuantityCommand,
  ClearCartCommand,
  RemoveCartItemCommand,
} from './commands/cart.commands';
import { GetCartQuery } from './queries/get-cart.query';
import { ApiContract } from '../infrastructure/http/api-contract';

/** A malformed item id can only be an item this cart does not have. */
const ItemId = new ParseUUIDPipe({ exceptionFactory: () => new NotFound('cart_item_not_found') });

@ApiTags('cart')
@Controller('cart')
export class CartController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiContract({ body: 'CartView' })
  @Get()
  @ApiOperation({ summary: "The shopper's cart: items, count (sum of quantities) and subtotal (baht)" })
  get(@Req() req: FastifyRequest): Promise<CartView> {
    return this.queries.execute(new GetCartQuery(cartIdOf(req)));
  }

  @ApiContract({
    status: 201,
    body: 'CartAddResult',
    takesBody: true,
    errors: ['configuration_not_found', 'cart_limit_exceeded', 'payment_limit_exceeded', 'concurrency_conflict'],
  })
  @Post('add')
  @ApiOperation({
    summary:
      'Add a configuration; the same configuration again raises its quantity. Answers the line and the new totals',
  })
  add(@Body() dto: AddCartItemDto, @Req() req: FastifyRequest): Promise<CartAddResult> {
    return this.commands.execute(
      new AddCartItemCommand(cartIdOf(req), dto.configurationId, dto.quantity, commandContextOf(req)),
    );
  }

  @ApiContract({
    body: 'CartView',
    takesBody: true,
    errors: ['cart_item_not_found', 'cart_limit_exceeded', 'payment_limit_exceeded', 'concurrency_conflict'],
  })
  @Put('items/:itemId')
  @ApiOperation({ summary: 'Set a line quantity; 0 removes the line' })
  async update(
    @Param('itemId', ItemId) itemId: string,
    @Body() dto: UpdateCartItemDto,
    @Req() req: FastifyRequest,
  ): Promise<CartView> {
    const cartId = cartIdOf(req);
    await this.commands.execute(new ChangeCartItemQuantityCommand(cartId, itemId, dto.quantity, commandContextOf(req)));
    return this.queries.execute(new GetCartQuery(cartId));
  }

  @ApiContract({ body: 'CartView', errors: ['cart_item_not_found', 'concurrency_conflict'] })
  @Delete('items/:itemId')
  @ApiOperation({ summary: 'Remove a line' })
  async remove(@Param('itemId', ItemId) itemId: string, @Req() req: FastifyRequest): Promise<CartView> {
    const cartId = cartIdOf(req);
    await this.commands.execute(new RemoveCartItemCommand(cartId, itemId, commandContextOf(req)));
    return this.queries.execute(new GetCartQuery(cartId));
  }

  @ApiContract({ body: 'CartView', errors: ['concurrency_conflict'] })
  @Delete()
  @HttpCode(200)
  @ApiOperation({ summary: 'Empty the cart' })
  async clear(@Req() req: FastifyRequest): Promise<CartView> {
    const cartId = cartIdOf(req);
    await this.commands.execute(new ClearCartCommand(cartId, commandContextOf(req)));
    return this.queries.execute(new GetCartQuery(cartId));
  }
}
