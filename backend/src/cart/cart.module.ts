import { Module } from '@nestjs/common';
import { CartController } from './cart.controller';
import { CartStream } from './commands/cart-stream';
import { cartCommandHandlers } from './commands/cart.handlers';
import { MergeBrowserCartHandler } from './commands/merge-browser-cart.handler';
import { GetCartHandler } from './queries/get-cart.handler';
import { GetCheckoutCartHandler } from './queries/get-checkout-cart.handler';
import { EmptyCartWhenPaidConsumer } from './reactions/empty-cart-when-paid.consumer';

@Module({
  controllers: [CartController],
  providers: [
    CartStream,
    ...cartCommandHandlers,
    MergeBrowserCartHandler,
    GetCartHandler,
    GetCheckoutCartHandler,
    EmptyCartWhenPaidConsumer,
  ],
  exports: [EmptyCartWhenPaidConsumer],
})
export class CartModule {}
