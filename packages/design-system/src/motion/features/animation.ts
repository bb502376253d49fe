import { domAnimation } from 'framer-motion';

/**
 * framer-motion's animation features (animate, exit, gestures), loaded asynchronously by
 * `MotionProvider`: enough for `Presence`, whose views fade in and out.
 */
export default domAnimation;
