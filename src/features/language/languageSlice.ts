import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages';

/* A mirror of i18next's language, so selectors and DevTools see it. i18next is the source of truth
   (it persists i18nextLng); bindLanguageToStore keeps this slice in step. */
export interface LanguageState {
  current: Language;
}

const languageSlice = createSlice({
  name: 'language',
  initialState: { current: DEFAULT_LANGUAGE } as LanguageState,
  reducers: {
    languageChanged(state, action: PayloadAction<Language>) {
      state.current = action.payload;
    },
  },
});

export const { languageChanged } = languageSlice.actions;
export const languageReducer = languageSlice.reducer;
export const selectLanguage = (state: { language: LanguageState }) => state.language.current;
