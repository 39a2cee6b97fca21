import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { CartController } from './cart.controller';
import { CartStream } from './commands/cart-stream';
import { cartCommandHandlers } from './commands/cart.handlers';
import { GetCartHandler } from './queries/get-cart.handler';

@Module({
  imports: [CatalogModule],
  controllers: [CartController],
  providers: [CartStream, ...cartCommandHandlers, GetCartHandler],
  exports: [CartStream],
})
export class CartModule {}
