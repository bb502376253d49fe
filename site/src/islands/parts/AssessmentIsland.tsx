import { Assessment } from '../../pages/AssessmentForm/Assessment';
import { WithIdentity } from '../identityService';

export default function AssessmentIsland() {
  return (
    <WithIdentity>
      <Assessment />
    </WithIdentity>
  );
}
