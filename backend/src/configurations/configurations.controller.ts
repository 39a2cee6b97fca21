import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ConfigurePutterResult, PutterConfigurationView } from '@sound-putter/contracts';
import type { FastifyReply } from 'fastify';
import { ConfigurePutterDto } from '@sound-putter/contracts/dto';
import type { CommandContext } from '../infrastructure/cqrs/command-context';
import { Ctx } from '../infrastructure/http/request-context';
import { ConfigurePutterCommand } from './commands/configure-putter.command';
import { GetConfigurationQuery } from './queries/get-configuration.query';
import { ApiContract } from '../infrastructure/http/api-contract';
import { PutterPictures } from './putter-pictures';

@ApiTags('configurator')
@Controller()
export class ConfigurationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly pictures: PutterPictures,
  ) {}

  @ApiContract({ body: 'ConfigurePutterResult', takesBody: true, errors: ['not_found', 'catalog_item_unavailable'] })
  @Post('configure-putter')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Validate and price a putter configuration; records it and returns its id and total (baht)',
  })
  configure(@Body() dto: ConfigurePutterDto, @Ctx() ctx: CommandContext): Promise<ConfigurePutterResult> {
    return this.commands.execute(new ConfigurePutterCommand(dto, ctx));
  }

  @ApiContract({ body: 'PutterConfigurationView', errors: ['configuration_not_found'] })
  @Get('putter-configurations/:id')
  @ApiOperation({ summary: 'A stored configuration with option names' })
  get(@Param('id') id: string): Promise<PutterConfigurationView> {
    return this.queries.execute(new GetConfigurationQuery(id));
  }

  @ApiContract({
    body: { media: 'image/png', description: "The configuration's putter drawn (the cart's picture), 300 px wide" },
    sessionExempt: true,
    errors: ['configuration_not_found'],
  })
  @Get('putter-configurations/:id/picture.png')
  @ApiOperation({ summary: "A stored configuration's putter as a PNG, for mails (no session needed)" })
  async picture(@Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const configuration: PutterConfigurationView = await this.queries.execute(new GetConfigurationQuery(id));
    void reply.type('image/png');
    return this.pictures.pngOf(configuration);
  }
}
