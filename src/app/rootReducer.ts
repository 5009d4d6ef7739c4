import { combineReducers } from '@reduxjs/toolkit';
import { api } from '@/api/api';
import { gameReducer } from '@/features/game/gameSlice';
import { languageReducer } from '@/features/language/languageSlice';
import { authReducer } from '@/session/authSlice';

export const rootReducer = combineReducers({
  auth: authReducer,
  language: languageReducer,
  game: gameReducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
