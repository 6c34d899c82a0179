import { lazy, Suspense, useSyncExternalStore } from 'react';
import { requireCatalogPart } from '../../shared/i18n';
import { toastsShown } from '../../shared/ui/Toast/toast';

// The region's react-aria code is only downloaded once a first message is queued, which keeps
// it out of every page's first load.
const ToastRegion = lazy(() =>
  Promise.all([import('../../shared/ui/Toast/ToastRegion'), requireCatalogPart('later')]).then(
    ([module]) => ({ default: module.ToastRegion }),
  ),
);

/** The app's single toast region, loaded with the first toast or notification. */
export function LazyToastRegion() {
  // Once mounted it stays, so the last message can still animate out.
  const show = useSyncExternalStore(
    toastsShown.subscribe,
    toastsShown.current,
    toastsShown.current,
  );
  if (!show) return null;
  return (
    <Suspense>
      <ToastRegion />
    </Suspense>
  );
}
