export { Avatar, initialsOf, toneOf, type AvatarProps, type AvatarTone } from './Avatar';
