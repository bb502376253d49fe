export { Avatar, initialsOf, surfaceOf, type AvatarProps, type AvatarSurface } from './Avatar';
