export { Icon, type IconProps, type IconSource } from './Icon';
