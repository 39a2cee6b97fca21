import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { TrackingGateway } from './tracking.gateway';

/** The API's Socket.IO side. Pushes come from OrderStatusPusher in the worker. */
@Module({
  imports: [IdentityModule],
  providers: [TrackingGateway],
})
export class TrackingModule {}
