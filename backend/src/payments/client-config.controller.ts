import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ClientConfig } from '@sound-putter/contracts';
import { AppConfig } from '../infrastructure/config/app-config';
import { PaymentGateway } from './payment-gateway.port';
import { ApiContract } from '../infrastructure/http/api-contract';

@ApiTags('payments')
@Controller('config')
export class ClientConfigController {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly config: AppConfig,
  ) {}

  @ApiContract({ body: 'ClientConfig', sessionExempt: true, publicRead: true })
  @Get()
  @ApiOperation({ summary: "Which payment gateway the client uses, Stripe's publishable key and the VAT rate" })
  get(): ClientConfig {
    return {
      paymentGateway: this.gateway.kind,
      stripePublishableKey: this.gateway.kind === 'stripe' ? (this.config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
      vatRateBasisPoints: this.config.VAT_RATE_BASIS_POINTS,
    };
  }
}
