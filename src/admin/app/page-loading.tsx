import { LoadingBox } from '../components/query-state/query-state';

/** Shown inside the layout while a screen's code chunk loads. */
export function PageLoading() {
  return <LoadingBox />;
}
