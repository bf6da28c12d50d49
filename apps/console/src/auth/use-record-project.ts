import { useEffect } from 'react';
import { saveCurrentProject } from './session-storage';
import { useCurrentProject } from './use-current-project';

/**
 * A record's screen works in the record's project: opened from a link shared by a colleague who works in
 * another of the subscription's projects, it makes that project the current one (the server has already
 * shown the record, so the project is one the person may work in), and the panels and actions under the
 * record (lists, Convert, Tag Item…) then ask within it.
 */
export function useRecordProject(project: number | undefined): void {
  const current = useCurrentProject();
  useEffect(() => {
    if (project !== undefined && project > 0 && project !== current) saveCurrentProject(project);
  }, [project, current]);
}
