import { SignIn } from '../../pages/Login/SignIn';
import { WithIdentity } from '../identityService';

export default function LoginIsland() {
  return (
    <WithIdentity>
      <SignIn />
    </WithIdentity>
  );
}

/** Glyphs it draws only in the browser (errors, and the password shown): the page holds them (`IslandModule`). */
export const laterGlyphs = ['alert-circle', 'eye-off'];
