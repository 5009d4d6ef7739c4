import { persistStore, type Storage } from 'redux-persist';
import { makeStore } from '@/app/store';

/** A store persisting to `storage`, resolved once redux-persist has restored it. */
export async function startPersistence(storage: Storage) {
  const store = makeStore(undefined, { storage });
  const persistor = persistStore(store);
  await new Promise<void>((resolve) => {
    const done = () => persistor.getState().bootstrapped;
    if (done()) return resolve();
    const stop = persistor.subscribe(() => {
      if (done()) {
        stop();
        resolve();
      }
    });
  });
  return { store, persistor };
}
