export { Menu, type MenuItemSpec, type MenuProps, type MenuSectionSpec } from './Menu.tsx';
