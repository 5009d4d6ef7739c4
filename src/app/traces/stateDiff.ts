/** Where two JSON-like values first differ, as a readable path (`auth.user.accessToken`, `api.mutations["x"]`). */
export interface Difference {
  readonly path: string;
  readonly recorded: unknown;
  readonly replayed: unknown;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function join(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  if (IDENTIFIER.test(key)) return path === '' ? key : `${path}.${key}`;
  return `${path}[${JSON.stringify(key)}]`;
}

function kind(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

export function firstDifference(recorded: unknown, replayed: unknown, path = ''): Difference | null {
  if (Object.is(recorded, replayed)) return null;
  const here = { path: path === '' ? '(root)' : path, recorded, replayed };
  if (kind(recorded) !== kind(replayed)) return here;
  if (Array.isArray(recorded) && Array.isArray(replayed)) {
    const length = Math.max(recorded.length, replayed.length);
    for (let i = 0; i < length; i += 1) {
      if (i >= recorded.length || i >= replayed.length)
        return { path: join(path, i), recorded: recorded[i], replayed: replayed[i] };
      const inner = firstDifference(recorded[i], replayed[i], join(path, i));
      if (inner) return inner;
    }
    return null;
  }
  if (typeof recorded === 'object' && typeof replayed === 'object' && recorded && replayed) {
    const a = recorded as Record<string, unknown>;
    const b = replayed as Record<string, unknown>;
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    for (const key of keys) {
      const inner = firstDifference(a[key], b[key], join(path, key));
      if (inner) return inner;
    }
    return null;
  }
  return here;
}
