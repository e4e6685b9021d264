import { useStore, type Atom } from 'jotai';
import { useLayoutEffect, useReducer } from 'react';

/**
 * An atom's value, for a component that must follow it before the browser paints. jotai's useAtomValue subscribes
 * in a passive effect, so a value set by a sibling's layout effect in the same commit reaches it only after the
 * paint (under a slow CPU, the breadcrumb bar then pushed the page down after its first paint). Subscribing in a
 * layout effect, which runs before the later siblings' ones, makes that update synchronous, before the paint.
 */
export function useAtomBeforePaint<Value>(atom: Atom<Value>): Value {
  const store = useStore();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const value = store.get(atom);
  useLayoutEffect(() => {
    const unsubscribe = store.sub(atom, rerender);
    // A change between this render and the subscription.
    if (!Object.is(store.get(atom), value)) rerender();
    return unsubscribe;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the value is only compared once, when subscribing.
  }, [store, atom]);
  return value;
}
