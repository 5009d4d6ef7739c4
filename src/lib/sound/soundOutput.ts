import { logger } from '@/lib/logger';
import { playCue, type SoundCue } from '@/lib/sound/synth';

/**
 * Where the table's sounds go: one per store (app/store.ts), reached by the listeners through their
 * `extra`, so two stores in one test never share an audio context. It holds the one thing that must
 * outlive an action, the AudioContext, made lazily: browsers let a page start audio only after the
 * member has interacted with it (autoplay policy), so it is made in a gesture (`unlock`, called when
 * the member turns sound on) or, after a reload with sound on, at the first cue once the page has
 * had one. Whether sound is on is the store's (the sound slice); this only refuses to play in a tab
 * that cannot be seen.
 */
export interface SoundOutput {
  /** In the member's gesture: makes (or resumes) the audio context. */
  unlock(): void;
  /** Plays a cue now, unless the tab is hidden or the page has had no gesture yet. */
  play(cue: SoundCue): void;
}

export interface SoundEnvironment {
  /** Makes an AudioContext; null where the browser has none. */
  createContext: (() => AudioContext) | null;
  /** The tab can be seen (document.visibilityState). */
  visible: () => boolean;
  /** The page has had a gesture (navigator.userActivation), so a context made now may start. */
  activated: () => boolean;
}

type AudioContextClass = new () => AudioContext;

function browserEnvironment(): SoundEnvironment {
  const scope = globalThis as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  const Context = scope.AudioContext ?? scope.webkitAudioContext;
  return {
    createContext: Context ? () => new Context() : null,
    visible: () => typeof document === 'undefined' || document.visibilityState === 'visible',
    // A browser without userActivation: the context may start suspended, and play() resumes it.
    activated: () => globalThis.navigator?.userActivation?.hasBeenActive ?? true,
  };
}

export function createSoundOutput(environment: SoundEnvironment = browserEnvironment()): SoundOutput {
  let context: AudioContext | null = null;

  function contextNow(): AudioContext | null {
    if (context === null && environment.createContext) {
      try {
        context = environment.createContext();
      } catch (error) {
        // Too many contexts, or audio refused by the browser: the table stays silent.
        logger.warn('Sound is unavailable', error);
        return null;
      }
    }
    if (context?.state === 'suspended') context.resume().catch(() => undefined);
    return context;
  }

  return {
    unlock() {
      contextNow();
    },
    play(cue) {
      if (!environment.visible()) return;
      if (context === null && !environment.activated()) return;
      const ready = contextNow();
      if (ready) playCue(ready, cue);
    },
  };
}
