/** The crafting context's public entry: other contexts and the composition root import only this file. */
export { CraftingDeadlineScheduler } from './crafting-deadline.scheduler';
export { CraftingModule } from './crafting.module';
export { DeadlineReconciler } from './reconcile-deadlines';
