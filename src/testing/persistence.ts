import { persistStore, type Storage } from 'redux-persist';
import { restored } from '@/app/persist';
import { makeStore } from '@/app/store';

/** A store persisting to `storage`, resolved once redux-persist has restored it. */
export async function startPersistence(storage: Storage) {
  const store = makeStore(undefined, { storage });
  const persistor = persistStore(store);
  await restored(persistor);
  return { store, persistor };
}
