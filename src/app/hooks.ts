import { useMemo } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { AppDispatch, AppStartListening, AppStore, RootState, StoreServices } from '@/app/store';

// The only way components reach the store (ESLint forbids the untyped hooks).
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
/** For a callback that reads the state once when it runs, without re-rendering on every change. */
export const useAppStore = useStore.withTypes<AppStore>();

const servicesOf: ThunkAction<StoreServices, RootState, StoreServices, UnknownAction> = (
  _dispatch,
  _get,
  services,
) => services;

/** The store's per-store services (app/store.ts), for a component: the same object for the store's life. */
export function useStoreServices(): StoreServices {
  const dispatch = useAppDispatch();
  return useMemo(() => dispatch(servicesOf), [dispatch]);
}

/**
 * What a screen's module may start on the store before React first renders it at the boot: its first
 * request, a record it reads from the browser. The module exports it as `prepare`; a promise it
 * returns is what the first render waits for, for a short while at most (app/router.tsx,
 * prepareSignedInScreen; docs/decisions/0033-screens-start-their-data-before-the-first-render.md).
 */
export type ScreenPreparation = (store: AppStore) => PromiseLike<unknown> | void;

export type { AppDispatch, AppStartListening };
