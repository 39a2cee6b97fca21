import { Logger, Module } from '@nestjs/common';
import { Pool } from 'pg';
import { AppConfig } from '../infrastructure/config/app-config';
import { ClientConfigController } from './client-config.controller';
import { PaymentGateway } from './payment-gateway.port';
import { StripeGateway } from './stripe.gateway';
import { createStripeClient, stripeEndpointOf } from './stripe-client';
import { TestGateway } from './test.gateway';
import { TestGatewayController } from './test-gateway.controller';
import { StripeWebhooksController } from './webhooks.controller';
import { PromptPayController } from './promptpay/promptpay.controller';
import { PromptPayPayments } from './promptpay/promptpay.service';
import { TestBankController } from './promptpay/test-bank.controller';

@Module({
  controllers: [
    ClientConfigController,
    TestGatewayController,
    StripeWebhooksController,
    PromptPayController,
    TestBankController,
  ],
  providers: [
    PromptPayPayments,
    {
      provide: PaymentGateway,
      inject: [AppConfig, Pool],
      useFactory: (config: AppConfig, pool: Pool): PaymentGateway => {
        if (config.STRIPE_SECRET_KEY) {
          return new StripeGateway(createStripeClient(config.STRIPE_SECRET_KEY, stripeEndpointOf(config)));
        }
        // Production gets here only with PAYMENTS_TEST_GATEWAY=allow (config validation): it takes no money, say so.
        if (config.isProduction) {
          new Logger('payments').warn(
            'PAYMENTS_TEST_GATEWAY=allow and no STRIPE_SECRET_KEY: card payments go to the local TEST gateway and ' +
              'no money is taken',
          );
        }
        return new TestGateway(pool, config.PROMPTPAY_ID);
      },
    },
  ],
  exports: [PaymentGateway],
})
export class PaymentsModule {}
