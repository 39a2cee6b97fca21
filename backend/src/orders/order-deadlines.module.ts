import { Module } from '@nestjs/common';
import { RecordDeadlineAtRiskHandler, RecordDeadlineMissedHandler } from './commands/deadline.handlers';
import { OrderStream } from './commands/order-stream';
import { GetOpenOrderDeadlinesHandler } from './queries/get-open-deadlines.handler';

/** The part of orders the worker needs: the deadline commands and the open-deadlines query, nothing of HTTP. */
@Module({
  providers: [OrderStream, RecordDeadlineMissedHandler, RecordDeadlineAtRiskHandler, GetOpenOrderDeadlinesHandler],
  exports: [OrderStream],
})
export class OrderDeadlinesModule {}
