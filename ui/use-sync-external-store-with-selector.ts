// What `use-sync-external-store/shim/with-selector` resolves to (scripts/preact-aliases.ts): the package's
// selector hook (MIT, Meta Platforms, Inc. and affiliates; its production build, unchanged in what it
// does) as an ES module over the `useSyncExternalStore` of `react`, which the build and the views' tests
// resolve to Preact's (decision 101). The package ships it only as CommonJS, which the views' tests would
// run against React's own copy.
import { useDebugValue, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

interface Instance<Selection> {
  hasValue: boolean;
  value: Selection | null;
}

export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const instanceRef = useRef<Instance<Selection> | null>(null);
  if (instanceRef.current === null) instanceRef.current = { hasValue: false, value: null };
  const instance = instanceRef.current;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `instance` is the ref's one object, read when called
  const [getSelection, getServerSelection] = useMemo(() => {
    let hasMemo = false;
    let memoizedSnapshot: Snapshot;
    let memoizedSelection: Selection;
    const memoizedSelector = (nextSnapshot: Snapshot): Selection => {
      if (!hasMemo) {
        hasMemo = true;
        memoizedSnapshot = nextSnapshot;
        const nextSelection = selector(nextSnapshot);
        if (isEqual !== undefined && instance.hasValue) {
          const currentSelection = instance.value as Selection;
          if (isEqual(currentSelection, nextSelection)) {
            memoizedSelection = currentSelection;
            return currentSelection;
          }
        }
        memoizedSelection = nextSelection;
        return nextSelection;
      }
      const currentSelection = memoizedSelection;
      if (Object.is(memoizedSnapshot, nextSnapshot)) return currentSelection;
      const nextSelection = selector(nextSnapshot);
      if (isEqual?.(currentSelection, nextSelection)) {
        memoizedSnapshot = nextSnapshot;
        return currentSelection;
      }
      memoizedSnapshot = nextSnapshot;
      memoizedSelection = nextSelection;
      return nextSelection;
    };
    return [
      () => memoizedSelector(getSnapshot()),
      getServerSnapshot ? () => memoizedSelector(getServerSnapshot()) : undefined,
    ];
  }, [getSnapshot, getServerSnapshot, selector, isEqual]);
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `instance` is the ref's one object
  useEffect(() => {
    instance.hasValue = true;
    instance.value = value;
  }, [value]);
  useDebugValue(value);
  return value;
}
