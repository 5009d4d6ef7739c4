import { combineReducers } from '@reduxjs/toolkit';
import { api } from '@/api/api';
import { gameReducer } from '@/features/game/gameSlice';
import { soundReducer } from '@/features/game/sound/soundSlice';
import { languageReducer } from '@/features/language/languageSlice';
import { authReducer } from '@/session/authSlice';
import { refreshReducer } from '@/session/refreshSlice';

export const rootReducer = combineReducers({
  auth: authReducer,
  refresh: refreshReducer,
  language: languageReducer,
  game: gameReducer,
  sound: soundReducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
