import { Icon, type IconProps } from './icon';

/** A trolley: one path, its wheels drawn as arcs (every product card has one, so it is kept to one element). */
export const CartIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 4h2.2l2.1 10.2a1.6 1.6 0 0 0 1.6 1.3h7.9a1.6 1.6 0 0 0 1.6-1.2L20.2 8H6.1M8.1 19.5a1.4 1.4 0 1 0 2.8 0a1.4 1.4 0 1 0-2.8 0M15.6 19.5a1.4 1.4 0 1 0 2.8 0a1.4 1.4 0 1 0-2.8 0" />
  </Icon>
);
