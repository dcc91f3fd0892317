import { useSyncExternalStore } from 'react';

import { useTabibClient } from '../provider/context';

/**
 * The number of requests in flight, for `<LoadingBar pending={…}>`. Requests sent with
 * the `ignoreLoadingBar` header are not counted (the SDK's tracker).
 */
export function useLoadingBar(): number {
  const { loading } = useTabibClient();
  return useSyncExternalStore(
    (onChange) => {
      const unsubscribe = loading.subscribe(onChange);
      return () => {
        unsubscribe();
      };
    },
    () => loading.pending,
    () => 0,
  );
}
