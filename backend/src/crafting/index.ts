/** The crafting context's public entry: other contexts and the composition root import only this file. */
export { CraftingDeadlineScheduler } from './crafting-deadline.scheduler';
export { CraftingModule } from './crafting.module';
export { DeadlineReconciler } from './reconcile-deadlines';
/** The queue and each order's job id: what tests and operators look for in Redis. */
export { CRAFTING_DEADLINES, deadlineJobId } from './crafting-deadlines.queue';
