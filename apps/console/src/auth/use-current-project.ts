import { useSyncExternalStore } from 'react';
import { PROJECT_SWITCHED_EVENT, readCurrentProject } from './session-storage';

const subscribe = (onChange: () => void) => {
  window.addEventListener(PROJECT_SWITCHED_EVENT, onChange);
  // Another tab switching project changes this tab's storage too.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(PROJECT_SWITCHED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
};

/** The user's current project, re-rendering the caller when the project selector switches it. */
export function useCurrentProject(): number | null {
  return useSyncExternalStore(subscribe, readCurrentProject);
}
