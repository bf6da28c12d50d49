import { unwrap, type Schemas } from '@atrium/api-client';
import { useEffect, useState } from 'react';
import { api } from '../api';

export type ServerHealth = Schemas['LivenessDto'];

let asked: Promise<ServerHealth | null> | undefined;

/**
 * The server's liveness answer (GET /api/health), asked once per page load: its upload limit and the
 * optional features it is set up for (calendar sync, enrichment). Null when it cannot be had (asked again
 * next time): the server still refuses what it cannot do, only later.
 */
export function serverHealth(): Promise<ServerHealth | null> {
  asked ??= unwrap(api.GET('/api/health')).then(
    (health) => health,
    () => {
      asked = undefined;
      return null;
    },
  );
  return asked;
}

/** The server's health in a component: undefined while asked, null when it could not be had. */
export function useServerHealth(): ServerHealth | null | undefined {
  const [health, setHealth] = useState<ServerHealth | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void serverHealth().then((h) => current && setHealth(h));
    return () => {
      current = false;
    };
  }, []);
  return health;
}
