import { graphql } from '../../gql';

/*
 * The footer and social links as the Social Media & Footer screen edits them, read by its query and
 * answered by its save alike: one list of fields for both.
 */

export const FooterFields = graphql(`
  fragment SocialFooter_footer on FooterSettings {
    companyName
    tagline
    copyright
    showSocialLinks
    showContactInfo
    showBusinessHours
    version
  }
`);

export const SocialFields = graphql(`
  fragment SocialFooter_social on SocialLinks {
    facebook
    instagram
    twitter
    linkedin
    youtube
    version
  }
`);
