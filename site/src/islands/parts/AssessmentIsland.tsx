import { Assessment } from '../../pages/AssessmentForm/Assessment';
import { WithIdentity } from '../identityService';

export default function AssessmentIsland() {
  return (
    <WithIdentity>
      <Assessment />
    </WithIdentity>
  );
}

/** Glyphs it draws only in the browser (errors and notes): the page holds them (`IslandModule`). */
export const laterGlyphs = ['alert-circle', 'check-circle', 'info'];
