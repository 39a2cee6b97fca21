/**
 * The back office's order search (GET /api/admin/orders): what each refused filter answers (422 `details`), in the
 * spec's English; contracts `fieldMessageIn` gives their Thai.
 */
export const orderSearchMessages = {
  once: 'Give each filter once',
  q: 'Search text must be at most 100 characters',
  status: 'Status must be one of pending, confirmed, crafting, shipped, delivered, cancelled',
  channel: 'Channel must be one of web, kiosk, staff',
  from: 'From must be a date (YYYY-MM-DD)',
  to: 'To must be a date (YYYY-MM-DD)',
  toBeforeFrom: 'To must not be before from',
  limit: 'Limit must be a whole number from 1 to 100',
  cursor: 'Cursor must be a nextCursor this search answered',
} as const;
