export { Menu, type MenuProps, type MenuItem, type MenuAction } from './Menu';
