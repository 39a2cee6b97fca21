import { Module } from '@nestjs/common';
import { CartController } from './cart.controller';
import { CartStream } from './commands/cart-stream';
import { cartCommandHandlers } from './commands/cart.handlers';
import { MergeBrowserCartHandler } from './commands/merge-browser-cart.handler';
import { GetCartHandler } from './queries/get-cart.handler';
import { GetCheckoutCartHandler } from './queries/get-checkout-cart.handler';
import { ListOpenCartLinesHandler } from './queries/list-open-cart-lines.handler';
import { EmptyCartWhenPaidConsumer } from './reactions/empty-cart-when-paid.consumer';

@Module({
  controllers: [CartController],
  providers: [
    CartStream,
    ...cartCommandHandlers,
    MergeBrowserCartHandler,
    GetCartHandler,
    GetCheckoutCartHandler,
    ListOpenCartLinesHandler,
    EmptyCartWhenPaidConsumer,
  ],
  exports: [EmptyCartWhenPaidConsumer],
})
export class CartModule {}
