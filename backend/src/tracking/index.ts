/** The tracking context's public entry: other contexts and the composition root import only this file. */
export { OrderStatusPusher } from './order-status.pusher';
export { TrackingModule } from './tracking.module';
export { TrackingWorkerModule } from './tracking-worker.module';
