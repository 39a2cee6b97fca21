import { connectTrackingSocket } from './tracking-socket';

/**
 * Listens for `catalog/changed` (sent to every socket when an item is withdrawn, offered again, repriced or
 * renamed) and calls `onChanged`; a reconnection calls it too, since a change may have been missed meanwhile.
 * Loaded on demand, so the shop's first screen does not carry the socket client. Returns the function that stops.
 */
export const watchCatalog = (onChanged: () => void): (() => void) => {
  const socket = connectTrackingSocket();
  let connectedBefore = false;
  socket.on('connect', () => {
    if (connectedBefore) onChanged();
    connectedBefore = true;
  });
  socket.on('catalog/changed', () => onChanged());
  return () => {
    socket.off();
    socket.disconnect();
  };
};
