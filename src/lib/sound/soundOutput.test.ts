import { createSoundOutput } from '@/lib/sound/soundOutput';

/** Just enough of Web Audio to count what a cue builds. */
class FakeAudioContext {
  static made = 0;
  state: AudioContextState = 'running';
  currentTime = 0;
  sampleRate = 8000;
  destination = {};
  oscillators = 0;
  sources = 0;
  constructor() {
    FakeAudioContext.made += 1;
    contexts.push(this);
  }
  private node() {
    const param = () => ({ value: 0, setValueAtTime: jest.fn(), exponentialRampToValueAtTime: jest.fn() });
    const node: Record<string, unknown> = {
      gain: param(),
      frequency: param(),
      connect: () => node,
      start: jest.fn(),
      stop: jest.fn(),
    };
    return node;
  }
  createGain = () => this.node();
  createBiquadFilter = () => this.node();
  createOscillator = () => {
    this.oscillators += 1;
    return this.node();
  };
  createBufferSource = () => {
    this.sources += 1;
    return this.node();
  };
  createBuffer = (_channels: number, length: number) => ({ getChannelData: () => new Float32Array(length) });
  resume = jest.fn(() => Promise.resolve());
}

const contexts: FakeAudioContext[] = [];
let visibility: DocumentVisibilityState = 'visible';

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  Object.defineProperty(globalThis, 'AudioContext', { configurable: true, value: FakeAudioContext });
});

afterAll(() => {
  Reflect.deleteProperty(document, 'visibilityState');
  Reflect.deleteProperty(globalThis, 'AudioContext');
});

beforeEach(() => {
  FakeAudioContext.made = 0;
  contexts.length = 0;
  visibility = 'visible';
});

it('makes no audio context until a gesture unlocks it or a cue is played', () => {
  const sound = createSoundOutput();
  expect(FakeAudioContext.made).toBe(0);
  sound.unlock();
  sound.unlock();
  expect(FakeAudioContext.made).toBe(1);
});

it('plays each cue in one context, with nodes of its own', () => {
  const sound = createSoundOutput();
  sound.play('chip');
  sound.play('tick');
  sound.play('win');
  sound.play('shake');
  expect(FakeAudioContext.made).toBe(1);
  expect(contexts[0]?.oscillators).toBe(2 + 1 + 4);
  expect(contexts[0]?.sources).toBeGreaterThan(5);
});

it('plays nothing in a hidden tab, and makes no context for it', () => {
  const sound = createSoundOutput();
  visibility = 'hidden';
  sound.play('win');
  expect(FakeAudioContext.made).toBe(0);

  visibility = 'visible';
  sound.play('win');
  visibility = 'hidden';
  sound.play('chip');
  sound.play('shake');
  expect(contexts[0]?.oscillators).toBe(4);
  expect(contexts[0]?.sources).toBe(0);
});

it('waits for the page to have had a gesture before it makes a context on its own', () => {
  let activated = false;
  const make = jest.fn(() => new FakeAudioContext() as unknown as AudioContext);
  const sound = createSoundOutput({ createContext: make, visible: () => true, activated: () => activated });
  sound.play('tick');
  expect(make).not.toHaveBeenCalled();
  activated = true;
  sound.play('tick');
  expect(make).toHaveBeenCalledTimes(1);
  expect(contexts[0]?.oscillators).toBe(1);
});

it('resumes a suspended context when it plays', () => {
  const sound = createSoundOutput();
  sound.unlock();
  const context = contexts[0];
  if (!context) throw new Error('no context');
  context.state = 'suspended';
  sound.play('chip');
  expect(context.resume).toHaveBeenCalled();
});

it('stays silent where the browser has no Web Audio', () => {
  const sound = createSoundOutput({ createContext: null, visible: () => true, activated: () => true });
  expect(() => {
    sound.unlock();
    sound.play('win');
  }).not.toThrow();
});
