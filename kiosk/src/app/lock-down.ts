/**
 * A public touch screen: no context menu (long press), no pinch or ctrl-wheel zoom, no text selection outside
 * inputs, and no link that leaves the kiosk (a click on an anchor to another origin or outside /kiosk/ is stopped).
 */
export function lockDownTouchScreen(): void {
  const stop = (event: Event) => event.preventDefault();
  window.addEventListener('contextmenu', stop);
  window.addEventListener('gesturestart', stop);
  window.addEventListener('dragstart', stop);
  window.addEventListener('wheel', (event) => event.ctrlKey && event.preventDefault(), { passive: false });
  window.addEventListener('touchmove', (event) => (event as TouchEvent).touches.length > 1 && event.preventDefault(), {
    passive: false,
  });
  window.addEventListener('click', (event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!anchor) return;
    const url = new URL((anchor as HTMLAnchorElement).href, window.location.href);
    if (url.origin !== window.location.origin || !url.pathname.startsWith('/kiosk/')) event.preventDefault();
  });
}
