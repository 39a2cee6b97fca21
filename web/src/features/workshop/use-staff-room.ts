import { useEffect, useState } from 'react';
import { baseApi } from '../../api';
import { joinStaffRoom, type StaffRoomState } from '../../api/staff-room';
import { refreshWorkshopBoard, workshopApi } from '../../api/workshop.api';
import { useAppDispatch } from '../../store';

/** Pushes often come in pairs (a new order and its status); one reload answers both. */
const COALESCE_MS = 100;

/**
 * Keeps the open board in step with every other board: each staff-room push reloads the list, a status change is
 * shown at once on the cached list, and a reconnect reloads it too. A refused room re-checks who is signed in.
 */
export const useStaffRoom = (deliveredSince: string): StaffRoomState => {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<StaffRoomState>('connecting');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reload = () => {
      clearTimeout(timer);
      timer = setTimeout(() => dispatch(refreshWorkshopBoard()), COALESCE_MS);
    };
    const leave = joinStaffRoom({
      onStatusChanged: (change) => {
        dispatch(
          workshopApi.util.updateQueryData('getWorkshopBoard', { deliveredSince }, (orders) => {
            const index = orders.findIndex((o) => o.id === change.orderId);
            // A cancelled order leaves the board's columns at once.
            if (index >= 0 && change.cancelled) orders.splice(index, 1);
            else if (index >= 0) orders[index].status = change.status;
          }),
        );
        reload();
      },
      onNotice: reload,
      onUpdated: (update) => {
        // The card (refund, tracking) and an open history with its notes are read again.
        dispatch(workshopApi.util.invalidateTags([{ type: 'OrderHistory', id: update.orderId }]));
        reload();
      },
      onReconnect: reload,
      onState: (next) => {
        setState(next);
        if (next === 'refused') dispatch(baseApi.util.invalidateTags(['Me']));
      },
    });
    return () => {
      clearTimeout(timer);
      leave();
    };
  }, [dispatch, deliveredSince]);
  return state;
};
