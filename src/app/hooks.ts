import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { AppDispatch, AppStartListening, AppStore, RootState, StoreServices } from '@/app/store';
import { afterNextPaint } from '@/lib/schedule/afterNextPaint';

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

/** Nothing shown yet: the first look at the store always schedules a showing. */
const NOTHING = Symbol('nothing shown');

/**
 * What `selector` picks from the store, one frame late: a change is shown in a task after the browser
 * has painted the frame of the action that made it. The component listens to the store itself, not
 * through a selector hook, so it is not rendered in that action's task at all: a tap's render and
 * commit leave it out, and its effects with them (docs/quality.md "Tap to paint"). Several changes
 * before a frame show as the latest. The selector is read when the store changes: one made anew on
 * each render neither subscribes again nor renders in a loop (a module-level one renders least).
 */
export function useSelectedAfterPaint<T>(selector: (state: RootState) => T): T {
  const store = useAppStore();
  const [shown, setShown] = useState(() => selector(store.getState()));
  const latestSelector = useRef(selector);
  useLayoutEffect(() => {
    latestSelector.current = selector;
  });
  useEffect(() => {
    let live = true;
    let waiting = false;
    let last: T | typeof NOTHING = NOTHING;
    const select = () => latestSelector.current(store.getState());
    const show = () => {
      waiting = false;
      if (!live) return;
      const current = select();
      last = current;
      setShown(() => current);
    };
    const follow = () => {
      if (waiting || Object.is(select(), last)) return;
      waiting = true;
      void afterNextPaint().then(show);
    };
    // A change between the render and this effect is shown too (an unchanged value renders nothing).
    follow();
    const unsubscribe = store.subscribe(follow);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [store]);
  return shown;
}

/**
 * What a screen's module may start on the store before React first renders it at the boot: its first
 * request, a record it reads from the browser. The module exports it as `prepare`; a promise it
 * returns is what the first render waits for, for a short while at most (app/router.tsx,
 * prepareSignedInScreen; docs/decisions/0033-screens-start-their-data-before-the-first-render.md).
 */
export type ScreenPreparation = (store: AppStore) => PromiseLike<unknown> | void;

export type { AppDispatch, AppStartListening };
