import type { GlyphName } from '@agency/design-system';
import { Assessment } from '../../pages/AssessmentForm/Assessment';
import { WithIdentity } from '../identityService';

export default function AssessmentIsland() {
  return (
    <WithIdentity>
      <Assessment />
    </WithIdentity>
  );
}

/** What it draws only in the browser (errors and notes): the page holds these glyphs. */
export const laterGlyphs: readonly GlyphName[] = ['alert-circle', 'check-circle', 'info'];
