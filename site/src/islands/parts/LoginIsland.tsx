import { SignIn } from '../../pages/Login/SignIn';
import { WithIdentity } from '../identityService';

export default function LoginIsland() {
  return (
    <WithIdentity>
      <SignIn />
    </WithIdentity>
  );
}
