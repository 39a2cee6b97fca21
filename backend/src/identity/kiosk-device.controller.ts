import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { KioskDeviceView } from '@sound-putter/contracts';
import type { FastifyRequest } from 'fastify';
import { Req } from '../infrastructure/http/request-context';
import { ApiContract } from '../infrastructure/http/api-contract';

@ApiTags('kiosk')
@Controller('kiosk')
export class KioskDeviceController {
  @ApiContract({ body: 'KioskDeviceView', errors: ['invalid_kiosk_token', 'too_many_requests'] })
  @Get('device')
  @ApiOperation({
    summary:
      "The kiosk set-up screen's check: {kiosk: true} with the right x-kiosk-token, 401 with a wrong one, " +
      '429 with Retry-After once an address has sent KIOSK_TOKEN_LIMIT wrong ones in KIOSK_TOKEN_WINDOW_SECONDS',
  })
  device(@Req() req: FastifyRequest): KioskDeviceView {
    return { kiosk: req.kiosk };
  }
}
