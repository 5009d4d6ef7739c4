import { readSideKey, removeSideKey, writeSideKey } from '@/lib/storage/sideKeys';

const KEY = 'klaklouk:test-side-key';

function refuse(method: 'getItem' | 'setItem' | 'removeItem') {
  return jest.spyOn(Storage.prototype, method).mockImplementation(() => {
    throw new DOMException('refused', method === 'setItem' ? 'QuotaExceededError' : 'SecurityError');
  });
}

describe('side keys', () => {
  afterEach(() => jest.restoreAllMocks());

  it('writes, reads and removes a key', () => {
    writeSideKey(KEY, 'sealed text');
    expect(readSideKey(KEY)).toBe('sealed text');
    removeSideKey(KEY);
    expect(readSideKey(KEY)).toBeNull();
  });

  it('finds nothing when the storage refuses a read', () => {
    localStorage.setItem(KEY, 'sealed text');
    refuse('getItem');
    expect(readSideKey(KEY)).toBeNull();
  });

  it('skips a write the storage refuses (full) and keeps what was there', () => {
    localStorage.setItem(KEY, 'older');
    refuse('setItem');
    expect(() => writeSideKey(KEY, 'newer')).not.toThrow();
    jest.restoreAllMocks();
    expect(readSideKey(KEY)).toBe('older');
  });

  it('skips a removal the storage refuses', () => {
    localStorage.setItem(KEY, 'sealed text');
    refuse('removeItem');
    expect(() => removeSideKey(KEY)).not.toThrow();
  });

  it('does nothing, and never throws, where the page has no storage at all', () => {
    // A locked-down browser throws on the `localStorage` getter itself.
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(() => writeSideKey(KEY, 'sealed text')).not.toThrow();
      expect(readSideKey(KEY)).toBeNull();
      expect(() => removeSideKey(KEY)).not.toThrow();
    } finally {
      if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor);
    }
  });
});
