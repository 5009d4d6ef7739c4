import { forwardRef, memo, type ForwardedRef, type ReactNode } from 'react';

type Props = Record<string, unknown>;
type Render = (props: Props, ref?: ForwardedRef<unknown>) => ReactNode;

/** The name a part's renders are reported under: fixed, or read from its props (a cell's symbol). */
export type PartName = string | ((props: Props) => string);

const kindOf = (part: unknown): unknown =>
  typeof part === 'object' && part !== null ? Reflect.get(part, '$$typeof') : undefined;

function counted(part: unknown, name: PartName, onRender: (name: string) => void): unknown {
  const report = (props: Props) => onRender(typeof name === 'string' ? name : name(props));
  if (kindOf(part) === Symbol.for('react.memo')) {
    // Still memo, with its own comparison: a parent's render reaches the part only when its props changed.
    const compare = Reflect.get(part as object, 'compare') as Parameters<typeof memo>[1] | null;
    const inner = counted(Reflect.get(part as object, 'type'), name, onRender) as Render;
    return memo(inner, compare ?? undefined);
  }
  if (kindOf(part) === Symbol.for('react.forward_ref')) {
    const render = Reflect.get(part as object, 'render') as Render;
    return forwardRef<unknown, Props>((props, ref) => {
      report(props);
      return render(props, ref);
    });
  }
  if (typeof part !== 'function') throw new Error(`countedParts: ${String(name)} is not a component`);
  const render = part as Render;
  // Called as a plain function, the part's hooks are this component's: it renders exactly as the part.
  return function Counted(props: Props) {
    report(props);
    return render(props);
  };
}

/**
 * A module with some of its components replaced by ones that report the part's name each time they
 * render and then render as the part, for `jest.mock`, so a test renders the real page and learns which
 * parts rendered. (A Profiler would not do: it also reports the renders of everything inside it.)
 * `jest.mock('@/features/game/ChipTray', () => countedParts(jest.requireActual('@/features/game/ChipTray'), { ChipTray: 'chips' }, onRender))`.
 */
export function countedParts<M extends object>(
  module: M,
  names: Partial<Record<keyof M & string, PartName>>,
  onRender: (name: string) => void,
): M {
  const parts = Object.entries(names).map(([key, name]) => [
    key,
    counted(Reflect.get(module, key), name as PartName, onRender),
  ]);
  return { __esModule: true, ...module, ...Object.fromEntries(parts) } as M;
}
