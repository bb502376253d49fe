import { SignIn } from '../../pages/Login/SignIn';
import { WithIdentity } from '../services';

export default function LoginIsland() {
  return (
    <WithIdentity>
      <SignIn />
    </WithIdentity>
  );
}
