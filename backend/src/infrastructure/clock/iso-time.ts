/** An ISO UTC instant `seconds` after another: pure, so deciders can compute deadlines from the `now` they are given. */
export const addSecondsIso = (iso: string, seconds: number): string =>
  new Date(Date.parse(iso) + seconds * 1000).toISOString();
