import { useLayoutEffect } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { tableClosed, tableOpened } from '@/features/game/gameSlice';

/**
 * The table tells the store it is mounted while it is: off it, the bet keeper reads betting data
 * itself and an outcome is told late. A layout effect, before the table's children's effects.
 */
export function useTableMounted(): void {
  const dispatch = useAppDispatch();
  useLayoutEffect(() => {
    dispatch(tableOpened());
    return () => void dispatch(tableClosed());
  }, [dispatch]);
}
