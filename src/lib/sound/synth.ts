/*
 * The table's sounds, made in the browser with Web Audio: no file to download, a few nodes each,
 * all gone once played. Short and quiet on purpose: they accompany the table, they do not announce
 * anything the screen does not say (the words and the live regions do that).
 */

/** What the table can sound: a chip put down, a second of the last ones of betting, the shake, a win. */
export type SoundCue = 'chip' | 'tick' | 'shake' | 'win';

const VOLUME = 0.25;

/** One tone with a fast attack and an exponential fade, from `start` (context time) for `length` s. */
function tone(
  context: BaseAudioContext,
  out: AudioNode,
  {
    type,
    frequency,
    start,
    length,
    level,
  }: {
    type: OscillatorType;
    frequency: number;
    start: number;
    length: number;
    level: number;
  },
): void {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = type;
  oscillator.frequency.setValueAtTime(frequency, start);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(level, start + 0.005);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  oscillator.connect(gain).connect(out);
  oscillator.start(start);
  oscillator.stop(start + length + 0.02);
}

/** A burst of band-passed noise: a die knocking on the bowl. */
function knock(
  context: BaseAudioContext,
  out: AudioNode,
  noise: AudioBuffer,
  start: number,
  level: number,
): void {
  const source = context.createBufferSource();
  const filter = context.createBiquadFilter();
  const gain = context.createGain();
  source.buffer = noise;
  filter.type = 'bandpass';
  filter.frequency.setValueAtTime(1800 + ((start * 7919) % 1) * 1400, start);
  gain.gain.setValueAtTime(level, start);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.06);
  source.connect(filter).connect(gain).connect(out);
  source.start(start);
  source.stop(start + 0.08);
}

function noiseBuffer(context: BaseAudioContext): AudioBuffer {
  const length = Math.floor(context.sampleRate * 0.1);
  const buffer = context.createBuffer(1, length, context.sampleRate);
  const samples = buffer.getChannelData(0);
  for (let i = 0; i < length; i += 1) samples[i] = Math.random() * 2 - 1;
  return buffer;
}

/** Plays one cue now on `context`. */
export function playCue(context: BaseAudioContext, cue: SoundCue): void {
  const now = context.currentTime;
  const out = context.createGain();
  out.gain.value = VOLUME;
  out.connect(context.destination);
  switch (cue) {
    case 'chip':
      // Two clay chips touching: a bright click and its echo.
      tone(context, out, { type: 'triangle', frequency: 2200, start: now, length: 0.05, level: 0.8 });
      tone(context, out, { type: 'triangle', frequency: 3100, start: now + 0.018, length: 0.04, level: 0.5 });
      break;
    case 'tick':
      tone(context, out, { type: 'sine', frequency: 880, start: now, length: 0.09, level: 0.7 });
      break;
    case 'shake': {
      // Dice rattling in the bowl for about a second, the knocks closer together, then apart.
      const noise = noiseBuffer(context);
      const gaps = [0, 0.07, 0.12, 0.16, 0.21, 0.25, 0.3, 0.36, 0.43, 0.5, 0.6, 0.72, 0.86];
      gaps.forEach((gap, index) => knock(context, out, noise, now + gap, 0.9 - index * 0.05));
      break;
    }
    case 'win':
      // A rising major arpeggio.
      [523.25, 659.25, 783.99, 1046.5].forEach((frequency, index) =>
        tone(context, out, {
          type: 'triangle',
          frequency,
          start: now + index * 0.09,
          length: 0.28,
          level: 0.6,
        }),
      );
      break;
  }
}
