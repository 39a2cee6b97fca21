/** Media time as m:ss (spec section 9); minutes are not wrapped into hours because our clips are short. */
export const formatTime = (seconds: number): string => {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
