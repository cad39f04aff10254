import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin, IconBrandX, IconBrandYoutube } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { safeWebUrl } from '../../../shared/contact.ts';

/*
 * The venue's social profiles, as saved under Admin → Social Media & Footer. The footer and the
 * contact page both show them through `savedSocialProfiles`, so they always agree.
 */
export type SocialNetwork = 'facebook' | 'instagram' | 'twitter' | 'linkedin' | 'youtube';
export type SocialLinks = Record<SocialNetwork, string | null | undefined>;

export const SOCIAL_NETWORKS: { key: SocialNetwork; label: string; Icon: ComponentType<{ size?: number }> }[] = [
  { key: 'facebook', label: 'Facebook', Icon: IconBrandFacebook },
  { key: 'instagram', label: 'Instagram', Icon: IconBrandInstagram },
  { key: 'twitter', label: 'X (Twitter)', Icon: IconBrandX },
  { key: 'linkedin', label: 'LinkedIn', Icon: IconBrandLinkedin },
  { key: 'youtube', label: 'YouTube', Icon: IconBrandYoutube },
];

export interface SocialProfile {
  key: SocialNetwork;
  label: string;
  Icon: ComponentType<{ size?: number }>;
  href: string;
}

/** The profiles that are set (and are web links), in the networks' order; unset ones are left out. */
export function savedSocialProfiles(social: SocialLinks | null | undefined): SocialProfile[] {
  if (!social) return [];
  return SOCIAL_NETWORKS.flatMap((network) => {
    const href = safeWebUrl(social[network.key]?.trim());
    return href ? [{ ...network, href }] : [];
  });
}
