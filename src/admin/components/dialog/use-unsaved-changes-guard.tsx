import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Asks before leaving a form with unsaved edits, inside the app (router blocker) and when closing the
 * tab (beforeunload). Returns `markSaved` so a save that navigates away is not blocked by itself.
 */
export function useUnsavedChangesGuard(dirty: boolean, options: { watchSearch?: boolean } = {}) {
  const watchSearch = options.watchSearch ?? false;
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  // Filters and tabs in the query string leave a form alone, unless the query picks what is edited.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && (currentLocation.pathname !== nextLocation.pathname || (watchSearch && currentLocation.search !== nextLocation.search)),
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      confirmLabel="Leave"
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>Your changes on this screen have not been saved and will be lost.</p>
    </ConfirmDialog>
  );

  return {
    dialog,
    markSaved: () => {
      dirtyRef.current = false;
    },
  };
}
