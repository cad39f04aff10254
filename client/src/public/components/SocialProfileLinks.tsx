import { ActionIcon, Group, type ActionIconProps, type GroupProps } from '@mantine/core';
import type { SocialProfile } from '../social-links.ts';

/**
 * The venue's saved social profiles as round icon links, each opening in a new tab without giving
 * the profile's page a handle on ours (`noopener`), named for screen readers by `nameOf` and shown
 * the network's name on hover.
 */
export function SocialProfileLinks({
  profiles,
  nameOf = (profile) => profile.label,
  iconSize,
  size,
  variant,
  color,
  ...group
}: GroupProps & {
  profiles: SocialProfile[];
  nameOf?: (profile: SocialProfile) => string;
  iconSize: number;
  size: ActionIconProps['size'];
  variant: ActionIconProps['variant'];
  color: string;
}) {
  return (
    <Group {...group}>
      {profiles.map((profile) => (
        <ActionIcon
          key={profile.key}
          component="a"
          href={profile.href}
          target="_blank"
          rel="noopener noreferrer"
          variant={variant}
          color={color}
          size={size}
          radius="xl"
          aria-label={nameOf(profile)}
          title={profile.label}
        >
          <profile.Icon size={iconSize} />
        </ActionIcon>
      ))}
    </Group>
  );
}
