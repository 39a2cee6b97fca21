import type { KioskStep } from './kiosk-flow.slice';

export const IDLE_SECONDS = 60;
export const COUNTDOWN_SECONDS = 15;
/**
 * On the PromptPay QR the customer is busy with their own phone (open the banking app, scan, confirm), not touching
 * the kiosk: the usual minute would cover the code, and the reset would withdraw it while they pay.
 */
export const QR_IDLE_SECONDS = 180;

/** Seconds without a touch before "Are you still there?" on a step. */
export const idleSecondsFor = (step: KioskStep): number => (step === 'promptpay' ? QR_IDLE_SECONDS : IDLE_SECONDS);
