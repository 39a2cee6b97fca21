import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type AnyOrderView,
  type InitOrderResult,
  isOrderStatus,
  type OrderHistoryView,
  type OrderTrackingView,
  type OrderView,
} from '@sound-putter/contracts';
import {
  AddOrderNoteDto,
  CancelOrderDto,
  ConfirmOrderPaymentDto,
  InitOrderDto,
  OpenRemakeDto,
  RecallStepDto,
  UpdateOrderStatusDto,
  CorrectTrackingDto,
  RefundOrderDto,
  WalkInInitOrderDto,
} from '@sound-putter/contracts/dto';
import type { FastifyRequest } from 'fastify';
import { cartIdOf } from '../cart';
import { CurrentUser, Roles, SignedIn } from '../identity';
import { Clock } from '../infrastructure/clock/clock';
import { ValidationFailed } from '../infrastructure/cqrs/domain-error';
import { commandContextOf, Req, type RequestUser } from '../infrastructure/http/request-context';
import { validateBody } from '../infrastructure/http/validation.pipe';
import {
  AddOrderNoteCommand,
  AdvanceOrderStatusCommand,
  CancelOrderCommand,
  CorrectTrackingCommand,
  ConfirmPaymentCommand,
  InitOrderCommand,
  MarkPaidInStoreCommand,
  OpenRemakeCommand,
  RecallStepCommand,
  RefundOrderCommand,
} from './commands/order.commands';
import type { Viewer } from './queries/order-read-model';
import { walkInOrderDetails } from './walk-in-details';
import {
  GetMyOrdersQuery,
  GetOrderQuery,
  GetOrderHistoryQuery,
  GetOrderTrackingQuery,
  GetWorkshopBoardQuery,
  GetWorkshopOrdersQuery,
} from './queries/order.queries';
import { ApiContract } from '../infrastructure/http/api-contract';

/** "Delivered today" is the board's to define (its own midnight); without it, the last 24 hours. */
const DEFAULT_DELIVERED_WINDOW_MS = 24 * 60 * 60 * 1000;

const viewerOf = (req: FastifyRequest): Viewer => ({
  userId: req.user?.id ?? null,
  role: req.user?.role ?? null,
  sessionId: req.sessionId,
});

@ApiTags('orders')
@Controller('orders')
export class OrdersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  private view(id: string, req: FastifyRequest): Promise<AnyOrderView> {
    return this.queries.execute(new GetOrderQuery(id, viewerOf(req)));
  }

  @ApiContract({
    body: 'InitOrderResult',
    takesBody: true,
    errors: [
      'invalid_kiosk_token',
      'empty_cart',
      'payment_limit_exceeded',
      'cart_item_unavailable',
      'too_many_requests',
      'concurrency_conflict',
    ],
  })
  @Post('init')
  @HttpCode(200)
  @ApiOperation({ summary: "Place the order from the shopper's cart and open its payment; a repeat returns the same" })
  @ApiBody({
    type: InitOrderDto,
    description:
      'From the kiosk (valid x-kiosk-token) customerDetails is the walk-in form instead: name, phone, ' +
      'phoneCountryCode and an optional email; the putter is collected at the performance centre.',
  })
  async init(@Body() body: unknown, @Req() req: FastifyRequest): Promise<InitOrderResult> {
    const { customerDetails, language } = req.kiosk
      ? await validateBody(WalkInInitOrderDto, body).then((b) => ({
          ...b,
          customerDetails: walkInOrderDetails(b.customerDetails),
        }))
      : await validateBody(InitOrderDto, body);
    const userId = req.user?.id ?? null;
    return this.commands.execute(
      new InitOrderCommand(
        cartIdOf(req),
        customerDetails,
        userId,
        req.sessionId,
        commandContextOf(req),
        req.ip,
        language,
      ),
    );
  }

  @ApiContract({ body: ['OrderView'], errors: ['unauthenticated', 'forbidden', 'validation_failed'] })
  @Get()
  @Roles('staff', 'admin')
  @ApiOperation({
    summary:
      "Staff: the workshop board's list, filtered by status and overdue; cancelled orders only with cancelled=true",
  })
  board(
    @Query('status') status?: string,
    @Query('overdue') overdue?: string,
    @Query('cancelled') cancelled?: string,
  ): Promise<OrderView[]> {
    if (status !== undefined && !isOrderStatus(status))
      throw new ValidationFailed({
        status: ['Status must be one of pending, confirmed, crafting, shipped, delivered'],
      });
    if (overdue !== undefined && overdue !== 'true' && overdue !== 'false')
      throw new ValidationFailed({ overdue: ['overdue must be true or false'] });
    if (cancelled !== undefined && cancelled !== 'true' && cancelled !== 'false')
      throw new ValidationFailed({ cancelled: ['cancelled must be true or false'] });
    return this.queries.execute(
      new GetWorkshopBoardQuery(
        { status, overdue: overdue === undefined ? undefined : overdue === 'true', cancelled: cancelled === 'true' },
        this.clock.now(),
      ),
    );
  }

  @ApiContract({ body: ['OrderView'], errors: ['unauthenticated', 'forbidden', 'validation_failed'] })
  @Get('board')
  @Roles('staff', 'admin')
  @ApiOperation({
    summary:
      'Staff: the workshop board: paid orders not yet delivered, unpaid kiosk orders, and orders delivered since ' +
      '`deliveredSince` (ISO time; default the last 24 hours). Unpaid web orders are left out.',
  })
  workshop(@Query('deliveredSince') deliveredSince?: string): Promise<OrderView[]> {
    const since =
      deliveredSince === undefined
        ? new Date(this.clock.now().getTime() - DEFAULT_DELIVERED_WINDOW_MS)
        : new Date(deliveredSince);
    if (Number.isNaN(since.getTime()))
      throw new ValidationFailed({ deliveredSince: ['deliveredSince must be an ISO date and time'] });
    return this.queries.execute(new GetWorkshopOrdersQuery(since));
  }

  @ApiContract({ body: ['OrderView'], errors: ['unauthenticated'] })
  @Get('my-orders')
  @SignedIn()
  @ApiOperation({ summary: "The signed-in customer's orders, newest first" })
  mine(@CurrentUser() user: RequestUser): Promise<OrderView[]> {
    return this.queries.execute(new GetMyOrdersQuery(user.id));
  }

  @ApiContract({ body: 'AnyOrderView', errors: ['order_not_found'] })
  @Get(':id')
  @ApiOperation({ summary: 'An order: full for its owner or staff, redacted (no name, contact or address) otherwise' })
  get(@Param('id') id: string, @Req() req: FastifyRequest): Promise<AnyOrderView> {
    return this.view(id, req);
  }

  @ApiContract({ body: 'OrderTrackingView', errors: ['order_not_found'] })
  @Get(':id/tracking')
  @ApiOperation({ summary: 'Status, progress, timeline with times and acting roles, deadline and overdue' })
  tracking(@Param('id') id: string): Promise<OrderTrackingView> {
    return this.queries.execute(new GetOrderTrackingQuery(id, this.clock.now()));
  }

  @ApiContract({ body: 'OrderHistoryView', errors: ['unauthenticated', 'forbidden', 'order_not_found'] })
  @Get(':id/history')
  @Roles('staff', 'admin')
  @ApiOperation({ summary: "Staff: the order's audit trail from its event log: what happened, when, by whom, where" })
  history(@Param('id') id: string): Promise<OrderHistoryView> {
    return this.queries.execute(new GetOrderHistoryQuery(id));
  }

  @ApiContract({
    body: 'AnyOrderView',
    takesBody: true,
    errors: ['order_not_found', 'payment_not_verified', 'already_paid', 'payment_canceled', 'concurrency_conflict'],
  })
  @Patch(':id/payment')
  @ApiOperation({ summary: 'Ask the server to verify the payment with the gateway; only a verified payment counts' })
  async payment(
    @Param('id') id: string,
    @Body() dto: ConfirmOrderPaymentDto,
    @Req() req: FastifyRequest,
  ): Promise<AnyOrderView> {
    // An unknown order is a 404, not a failed verification.
    const before = await this.view(id, req);
    // Its owner reporting the payment the order already records (the usual case: the gateway's confirmation got
    // there first): it was verified when it was recorded, and a paid order stays paid, so nothing is asked again.
    if (before.access === 'full' && before.paymentStatus === 'paid' && before.paymentId === dto.paymentId)
      return before;
    const { recorded } = await this.commands.execute<ConfirmPaymentCommand, { recorded: boolean }>(
      new ConfirmPaymentCommand(id, dto.paymentId, commandContextOf(req)),
    );
    // Already shown paid and nothing recorded now (the usual case: the gateway's confirmation recorded it first):
    // the payment side cannot have changed, so the first read answers.
    return !recorded && before.paymentStatus === 'paid' ? before : this.view(id, req);
  }

  @ApiContract({
    body: 'AnyOrderView',
    takesBody: true,
    errors: ['unauthenticated', 'forbidden', 'order_not_found', 'invalid_status_transition', 'concurrency_conflict'],
  })
  @Patch(':id/status')
  @Roles('staff', 'admin')
  @ApiOperation({ summary: 'Staff: move the order to its next status only' })
  async status(
    @Param('id') id: string,
    @Body() dto: UpdateOrderStatusDto,
    @Req() req: FastifyRequest,
  ): Promise<AnyOrderView> {
    const { status, ...shipment } = dto;
    await this.commands.execute(new AdvanceOrderStatusCommand(id, status, commandContextOf(req), shipment));
    return this.view(id, req);
  }

  @ApiContract({
    body: 'AnyOrderView',
    takesBody: true,
    errors: ['unauthenticated', 'forbidden', 'order_not_found', 'invalid_status_transition', 'concurrency_conflict'],
  })
  @Patch(':id/shipment')
  @Roles('staff', 'admin')
  @ApiOperation({
    summary: "Staff: correct a shipped order's carrier or mistyped tracking number (recorded in its history)",
  })
  async correctTracking(
    @Param('id') id: string,
    @Body() dto: CorrectTrackingDto,
    @Req() req: FastifyRequest,
  ): Promise<AnyOrderView> {
    await this.commands.execute(new CorrectTrackingCommand(id, { ...dto }, commandContextOf(req)));
    return this.view(id, req);
  }

  @ApiContract({
    body: 'AnyOrderView',
    takesBody: true,
    errors: [
      'unauthenticated',
      'forbidden',
      'order_not_found',
      'invalid_status_transition',
      'validation_failed',
      'concurrency_conflict',
    ],
  })
  @Post(':id/recall')
  @Roles('staff', 'admin')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Staff: take back the order's last step (crafting, shipped or delivered) with a reason, once, while it is the " +
      'last step and within RECALL_WINDOW_SECONDS (30 minutes) of it; the deadline is not reset. 409 when the order ' +
      'is pending or confirmed, cancelled, moved on from `status`, or the window has closed',
  })
  async recall(@Param('id') id: string, @Body() dto: RecallStepDto, @Req() req: FastifyRequest): Promise<AnyOrderView> {
    await this.commands.execute(
      new RecallStepCommand(id, dto.reason, dto.status, req.user?.id ?? null, commandContextOf(req)),
    );
    return this.view(id, req);
  }

  @ApiContract({
    body: 'AnyOrderView',
    status: 201,
    takesBody: true,
    errors: [
      'unauthenticated',
      'forbidden',
      'order_not_found',
      'invalid_status_transition',
      'validation_failed',
      'conflict',
      'concurrency_conflict',
    ],
  })
  @Post(':id/remakes')
  @Roles('staff', 'admin')
  @ApiOperation({
    summary:
      'Staff: make a shipped or delivered order again at no charge (a defect, a wrong engraving, damage in transit), ' +
      'optionally only some lines or with corrected options (a configuration of the same model). Answers the remake: ' +
      'a new order linked to this one, confirmed at once with its own deadline. The same requestId again answers the ' +
      'same remake. 409 when the order is not shipped or delivered, or is cancelled',
  })
  async openRemake(
    @Param('id') id: string,
    @Body() dto: OpenRemakeDto,
    @Req() req: FastifyRequest,
  ): Promise<AnyOrderView> {
    const { remakeOrderId } = await this.commands.execute<OpenRemakeCommand, { remakeOrderId: string }>(
      new OpenRemakeCommand(id, dto, req.user?.id ?? null, commandContextOf(req)),
    );
    return this.view(remakeOrderId, req);
  }

  @ApiContract({
    body: 'AnyOrderView',
    errors: ['unauthenticated', 'forbidden', 'order_not_found', 'already_paid', 'invalid_status_transition'],
  })
  @Post(':id/in-store-payment')
  @Roles('staff', 'admin')
  @HttpCode(200)
  @ApiOperation({ summary: 'Staff: a kiosk order paid at the counter is confirmed and its 24-hour clock starts' })
  async inStorePayment(@Param('id') id: string, @Req() req: FastifyRequest): Promise<AnyOrderView> {
    await this.commands.execute(new MarkPaidInStoreCommand(id, commandContextOf(req)));
    return this.view(id, req);
  }

  @ApiContract({
    body: 'AnyOrderView',
    takesBody: true,
    errors: ['forbidden', 'order_not_found', 'invalid_status_transition', 'conflict', 'concurrency_conflict'],
  })
  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Cancel the order: its owner (the account or browser session that placed it) until crafting starts, staff ' +
      '(reason required) until delivery; a paid card order is refunded in full, an unpaid one can no longer be paid',
  })
  async cancel(
    @Param('id') id: string,
    @Body() dto: CancelOrderDto,
    @Req() req: FastifyRequest,
  ): Promise<AnyOrderView> {
    const viewer = viewerOf(req);
    const role = viewer.role === 'staff' || viewer.role === 'admin' ? 'staff' : 'customer';
    await this.commands.execute(
      new CancelOrderCommand(
        id,
        { role, userId: viewer.userId, sessionId: viewer.sessionId },
        dto.reason ?? null,
        commandContextOf(req),
      ),
    );
    return this.view(id, req);
  }

  @ApiContract({
    body: 'AnyOrderView',
    status: 201,
    takesBody: true,
    errors: ['unauthenticated', 'forbidden', 'order_not_found', 'validation_failed', 'concurrency_conflict'],
  })
  @Post(':id/notes')
  @Roles('staff', 'admin')
  @ApiOperation({
    summary:
      'Staff: write a note on any order (cancelled too), 1–1000 characters: `internal` for staff only (the board and ' +
      "the history), `customer` also shown on the customer's order page. Answers the order as staff see it, with " +
      'every note. The same noteId again adds nothing and answers the same',
  })
  async addNote(
    @Param('id') id: string,
    @Body() dto: AddOrderNoteDto,
    @Req() req: FastifyRequest,
  ): Promise<AnyOrderView> {
    await this.commands.execute(
      new AddOrderNoteCommand(
        id,
        { noteId: dto.noteId.toLowerCase(), visibility: dto.visibility, text: dto.text },
        req.user?.id ?? null,
        commandContextOf(req),
      ),
    );
    return this.view(id, req);
  }

  @ApiContract({
    body: 'AnyOrderView',
    takesBody: true,
    errors: ['unauthenticated', 'forbidden', 'order_not_found', 'conflict', 'concurrency_conflict'],
  })
  @Post(':id/refunds')
  @Roles('staff', 'admin')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Staff: refund (part of) the payment with a reason, in whole satang, at most what was paid and not yet ' +
      'refunded (422 beyond, 409 for an unpaid order); card refunds go through the gateway (Stripe confirms them by ' +
      'webhook), counter payments are recorded as given back at the counter; a retried requestId refunds once',
  })
  async refund(
    @Param('id') id: string,
    @Body() dto: RefundOrderDto,
    @Req() req: FastifyRequest,
  ): Promise<AnyOrderView> {
    await this.commands.execute(
      new RefundOrderCommand(
        id,
        { amountSatang: dto.amountSatang, reason: dto.reason, requestId: dto.requestId.toLowerCase() },
        req.user?.id ?? null,
        commandContextOf(req),
      ),
    );
    return this.view(id, req);
  }
}
