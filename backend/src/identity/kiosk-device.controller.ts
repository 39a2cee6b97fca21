import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { KioskDeviceView } from '@sound-putter/contracts';
import type { FastifyRequest } from 'fastify';
import { Req } from '../infrastructure/http/request-context';

@ApiTags('kiosk')
@Controller('kiosk')
export class KioskDeviceController {
  @Get('device')
  @ApiOperation({
    summary: "The kiosk set-up screen's check: {kiosk: true} with the right x-kiosk-token, 401 with a wrong one",
  })
  device(@Req() req: FastifyRequest): KioskDeviceView {
    return { kiosk: req.kiosk };
  }
}
