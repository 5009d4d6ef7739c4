import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStartListening, AppStore, RootState } from '@/app/store';

// The only way components reach the store (ESLint forbids the untyped hooks).
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
/** For a callback that reads the state once when it runs, without re-rendering on every change. */
export const useAppStore = useStore.withTypes<AppStore>();

export type { AppDispatch, AppStartListening };
