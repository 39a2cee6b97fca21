import { Module } from '@nestjs/common';
import { OrderStatusPusher } from './order-status.pusher';

/** The worker's side of tracking: the log consumer that pushes into the API replicas' rooms. */
@Module({
  providers: [OrderStatusPusher],
  exports: [OrderStatusPusher],
})
export class TrackingWorkerModule {}
