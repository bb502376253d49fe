// Loaded on demand by MotionProvider, so the first paint does not wait for animation code.
import { domAnimation } from 'framer-motion';

export default domAnimation;
