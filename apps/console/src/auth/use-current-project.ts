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

// Set by the project selector once it knows the user has no project at all (see ProjectGate).
let noProject = false;

/** Said by the project selector when the user's subscription has no project to choose. */
export function announceNoProject(): void {
  if (noProject) return;
  noProject = true;
  window.dispatchEvent(new Event(PROJECT_SWITCHED_EVENT));
}

/** Whether the user has no project to work in (known once the project selector has asked). */
export function useNoProject(): boolean {
  return useSyncExternalStore(subscribe, () => noProject);
}
