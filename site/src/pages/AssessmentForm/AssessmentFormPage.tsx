import type { MetaFunction } from '../routeModule';
import { assessmentForm } from '../../content/login';
import { Island } from '../../islands/Island';

export const meta: MetaFunction = () => ({ title: assessmentForm.pageName, description: assessmentForm.text });

/** Assessment form: the target of a successful login (an island: it shows who is signed in). */
export default function AssessmentFormPage() {
  return <Island name="Assessment" props={{}} when="interaction" />;
}
