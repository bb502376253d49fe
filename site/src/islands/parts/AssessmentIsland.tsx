import { Assessment } from '../../pages/AssessmentForm/Assessment';
import { WithIdentity } from '../services';

export default function AssessmentIsland() {
  return (
    <WithIdentity>
      <Assessment />
    </WithIdentity>
  );
}
