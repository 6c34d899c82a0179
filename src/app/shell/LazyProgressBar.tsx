import { lazy, Suspense } from 'react';
import { useProgressPhase } from '../../shared/api/progress';
import { requireCatalogPart } from '../../shared/i18n';

// Loaded with the first request: a page that has made none (sign-in) does not download it.
const TopProgressBar = lazy(() =>
  Promise.all([
    import('../../shared/ui/TopProgressBar/TopProgressBar'),
    requireCatalogPart('later'),
  ]).then(([module]) => ({ default: module.TopProgressBar })),
);

/**
 * The slim bar at the top while bank calls run (PRODUCT 7). Each layout draws it in its header,
 * so like every other part of a page it is inside a landmark (the banner).
 */
export function LazyProgressBar() {
  const phase = useProgressPhase();
  if (phase === 'idle') return null;
  return (
    <Suspense fallback={null}>
      <TopProgressBar phase={phase} />
    </Suspense>
  );
}
