import { Icon, type IconProps } from './icon';

export const MailIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <path d="M3.8 6.5l8.2 6.3 8.2-6.3" />
  </Icon>
);
