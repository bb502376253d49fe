import { reducedMotion } from '../theme/media';
import { useMediaQuery } from './useMediaQuery';

/** True when the visitor asked the system for reduced motion. */
export function useReducedMotion(): boolean {
  return useMediaQuery(reducedMotion);
}
