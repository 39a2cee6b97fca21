import { randomBytes } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type AdminCatalogView,
  type CatalogItemKind,
  type CatalogPricePreview,
  satangToDecimalString,
} from '@sound-putter/contracts';
import {
  AddCatalogOptionDto,
  EditCatalogModelDto,
  EditCatalogOptionDto,
  ScheduleCatalogPriceDto,
  SetCatalogAvailabilityDto,
} from '@sound-putter/contracts/dto';
import { Roles } from '../identity';
import { Clock } from '../infrastructure/clock/clock';
import type { CommandContext } from '../infrastructure/cqrs/command-context';
import { NotFound } from '../infrastructure/cqrs/domain-error';
import { ApiContract } from '../infrastructure/http/api-contract';
import { Ctx } from '../infrastructure/http/request-context';
import { ListOpenCartLinesQuery, type OpenCartLine } from '../cart';
import {
  CatalogService,
  type CatalogState,
  nextPriceAfter,
  type PriceEntry,
  priceAt,
  priceChangeTarget,
  snapshotAt,
} from '../catalog';
import { type ConfigurationSummary, GetConfigurationsQuery } from '../configurations';
import { pricePreview } from './price-preview';

/** How many open cart lines a price preview reads at most (most recently changed first). */
const PREVIEW_SCAN = 5000;

const kinds: Record<string, CatalogItemKind> = { models: 'model', options: 'option' };

const kindOf = (segment: string): CatalogItemKind => {
  const kind = kinds[segment];
  if (!kind) throw new NotFound('not_found');
  return kind;
};

const entryView = (p: PriceEntry) => ({ price: satangToDecimalString(p.priceSatang), effectiveAt: p.effectiveAt });

const byEffectiveTime = (prices: readonly PriceEntry[]): PriceEntry[] =>
  [...prices].sort(
    (a, b) =>
      (a.effectiveAt === null ? -Infinity : Date.parse(a.effectiveAt)) -
      (b.effectiveAt === null ? -Infinity : Date.parse(b.effectiveAt)),
  );

const pricing = (prices: readonly PriceEntry[], at: string) => {
  const next = nextPriceAfter(prices, at);
  return {
    price: satangToDecimalString(priceAt(prices, at)),
    prices: byEffectiveTime(prices).map(entryView),
    nextPrice: next ? entryView(next) : null,
  };
};

export const adminCatalogView = (state: CatalogState, version: number, at: string): AdminCatalogView => ({
  models: Object.values(state.models).map((m) => ({
    id: m.id,
    name: m.name,
    soundType: m.soundType,
    description: m.description,
    features: m.features,
    available: m.available,
    ...pricing(m.prices, at),
  })),
  options: Object.values(state.options).map((o) => ({
    id: o.id,
    category: o.category,
    name: o.name,
    description: o.description,
    available: o.available,
    ...pricing(o.prices, at),
  })),
  asOf: at,
  version,
});

/** A readable id for a new option: its category and name in ASCII, or a random tail when the name has none. */
const newOptionId = (category: string, name: string): string => {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${category.replace(/_/g, '-')}-${slug || randomBytes(4).toString('hex')}`;
};

/**
 * The back office's catalog (issue 32). Staff read it and mark items available or not (a grip colour runs out on
 * the workshop floor); only admins change texts and prices or add options. Each change is an event of the catalog
 * stream; every answer is the whole catalog as it stands after the change.
 */
@ApiTags('admin')
@Controller('admin/catalog')
export class CatalogAdminController {
  constructor(
    private readonly catalog: CatalogService,
    private readonly clock: Clock,
    private readonly queries: QueryBus,
  ) {}

  private async view(): Promise<AdminCatalogView> {
    const { value, version } = await this.catalog.folded();
    return adminCatalogView(value, version, this.clock.now().toISOString());
  }

  @ApiContract({ body: 'AdminCatalogView', errors: ['unauthenticated', 'forbidden'] })
  @Get()
  @Roles('staff', 'admin')
  @ApiOperation({ summary: 'Staff and admin: the whole catalog with availability, current prices and price history' })
  get(): Promise<AdminCatalogView> {
    return this.view();
  }

  @ApiContract({
    body: 'AdminCatalogView',
    takesBody: true,
    errors: ['unauthenticated', 'forbidden', 'catalog_item_not_found', 'concurrency_conflict'],
  })
  @Put('models/:id')
  @Roles('admin')
  @ApiOperation({ summary: "Admin only: change a model's name, description and features (an event of the catalog)" })
  async editModel(
    @Param('id') id: string,
    @Body() dto: EditCatalogModelDto,
    @Ctx() context: CommandContext,
  ): Promise<AdminCatalogView> {
    const { name, description, features } = dto;
    await this.catalog.execute({ type: 'EditModel', modelId: id, name, description, features }, context);
    return this.view();
  }

  @ApiContract({
    body: 'AdminCatalogView',
    takesBody: true,
    errors: ['unauthenticated', 'forbidden', 'catalog_item_not_found', 'concurrency_conflict'],
  })
  @Put('options/:id')
  @Roles('admin')
  @ApiOperation({ summary: "Admin only: change an option's name and description" })
  async editOption(
    @Param('id') id: string,
    @Body() dto: EditCatalogOptionDto,
    @Ctx() context: CommandContext,
  ): Promise<AdminCatalogView> {
    const description = dto.description ? dto.description : null;
    await this.catalog.execute({ type: 'EditOption', optionId: id, name: dto.name, description }, context);
    return this.view();
  }

  @ApiContract({
    status: 201,
    body: 'AdminCatalogView',
    takesBody: true,
    errors: ['unauthenticated', 'forbidden', 'catalog_item_exists', 'concurrency_conflict'],
  })
  @Post('options')
  @Roles('admin')
  @ApiOperation({ summary: 'Admin only: add an option to a customization category, available at once' })
  async addOption(@Body() dto: AddCatalogOptionDto, @Ctx() context: CommandContext): Promise<AdminCatalogView> {
    const option = {
      optionId: newOptionId(dto.category, dto.name),
      category: dto.category,
      name: dto.name,
      description: dto.description ? dto.description : null,
      priceSatang: dto.priceSatang,
    };
    await this.catalog.execute({ type: 'AddOption', option }, context);
    return this.view();
  }

  @ApiContract({
    status: 201,
    body: 'AdminCatalogView',
    takesBody: true,
    errors: ['unauthenticated', 'forbidden', 'not_found', 'catalog_item_not_found', 'concurrency_conflict'],
  })
  @Post(':kind/:id/prices')
  @Roles('admin')
  @ApiOperation({
    summary:
      'Admin only: a new price for a model (kind "models") or option ("options"), from now or from a later ' +
      'time (effectiveAt). Cart lines and orders priced before keep their price.',
  })
  async schedulePrice(
    @Param('kind') kind: string,
    @Param('id') id: string,
    @Body() dto: ScheduleCatalogPriceDto,
    @Ctx() context: CommandContext,
  ): Promise<AdminCatalogView> {
    const now = this.clock.now().toISOString();
    // Any ISO 8601 time the DTO accepted, kept as the log keeps times: UTC with milliseconds.
    const effectiveAt = dto.effectiveAt === undefined ? undefined : new Date(dto.effectiveAt).toISOString();
    await this.catalog.execute(
      { type: 'SchedulePrice', kind: kindOf(kind), id, priceSatang: dto.priceSatang, effectiveAt, now },
      context,
    );
    return this.view();
  }

  @ApiContract({
    body: 'CatalogPricePreview',
    takesBody: true,
    errors: ['unauthenticated', 'forbidden', 'not_found', 'catalog_item_not_found'],
  })
  @Post(':kind/:id/prices/preview')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({
    summary:
      'Admin only: before publishing, which open carts hold the model or option, with the price each line keeps ' +
      'and what the same putter would cost at the new price. Changes nothing.',
  })
  async previewPrice(
    @Param('kind') kind: string,
    @Param('id') id: string,
    @Body() dto: ScheduleCatalogPriceDto,
  ): Promise<CatalogPricePreview> {
    const itemKind = kindOf(kind);
    const now = this.clock.now().toISOString();
    const effectiveAt = dto.effectiveAt === undefined ? now : new Date(dto.effectiveAt).toISOString();
    const { value } = await this.catalog.folded();
    // The publish's own check, so a preview never shows a change that cannot be made.
    const item = priceChangeTarget(value, itemKind, id, effectiveAt, now);
    const lines: OpenCartLine[] = await this.queries.execute(new ListOpenCartLinesQuery(PREVIEW_SCAN));
    const configurations: ConfigurationSummary[] =
      lines.length === 0
        ? []
        : await this.queries.execute(new GetConfigurationsQuery([...new Set(lines.map((l) => l.configurationId))]));
    return pricePreview({
      kind: itemKind,
      id,
      name: item.name,
      priceSatang: priceAt(item.prices, now),
      newPriceSatang: dto.priceSatang,
      effectiveAt,
      catalogThen: snapshotAt(value, effectiveAt),
      lines,
      linesCut: lines.length === PREVIEW_SCAN,
      configurations,
    });
  }

  @ApiContract({
    body: 'AdminCatalogView',
    takesBody: true,
    errors: ['unauthenticated', 'forbidden', 'not_found', 'catalog_item_not_found', 'concurrency_conflict'],
  })
  @Put(':kind/:id/availability')
  @HttpCode(200)
  @Roles('staff', 'admin')
  @ApiOperation({
    summary:
      'Staff and admin: mark a model or option available or not. An unavailable one leaves the configurator and ' +
      'kiosk at once (socket catalog/changed) and cannot be configured (422); carts holding it must change it.',
  })
  async setAvailability(
    @Param('kind') kind: string,
    @Param('id') id: string,
    @Body() dto: SetCatalogAvailabilityDto,
    @Ctx() context: CommandContext,
  ): Promise<AdminCatalogView> {
    await this.catalog.execute({ type: 'SetAvailability', kind: kindOf(kind), id, available: dto.available }, context);
    return this.view();
  }
}
