import { domMax } from 'framer-motion';

/**
 * framer-motion's animation features plus layout animation (and drag), loaded asynchronously by
 * `MotionProvider` for `LayoutList`, whose items glide to their new places.
 */
export default domMax;
