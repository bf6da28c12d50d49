import { lazy, Suspense } from 'react';
import type { SimpleListProps } from 'react-admin';
import { ListSkeleton } from './list-skeleton';

const CompactList = lazy(() => import('./compact-list').then((m) => ({ default: m.CompactList })));

/**
 * The compact list that replaces a table below 900 px (see use-is-narrow.ts): react-admin's SimpleList,
 * loaded only where it is shown, which keeps it out of every desktop screen's download.
 */
export const NarrowList = (props: SimpleListProps) => (
  <Suspense fallback={<ListSkeleton />}>
    <CompactList {...props} />
  </Suspense>
);
