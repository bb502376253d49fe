import type { GlyphName } from '@agency/design-system';
import { SignIn } from '../../pages/Login/SignIn';
import { WithIdentity } from '../identityService';

export default function LoginIsland() {
  return (
    <WithIdentity>
      <SignIn />
    </WithIdentity>
  );
}

/** What it draws only in the browser (errors, and the password shown): the page holds these glyphs. */
export const laterGlyphs: readonly GlyphName[] = ['alert-circle', 'eye-off'];
