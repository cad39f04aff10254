import { graphql } from '../gql';

/** Navigation and site settings, read by the layout on every public page. */
export const PublicLayoutQuery = graphql(`
  query PublicLayout {
    navigationPages {
      id
      pageSlug
      pageName
      description
      path
    }
    siteSettings {
      footer {
        companyName
        tagline
        copyright
        showSocialLinks
        showContactInfo
        showBusinessHours
      }
      social {
        facebook
        instagram
        twitter
        linkedin
        youtube
      }
      branding {
        siteTitle
        siteDescription
        logoUrl
        faviconUrl
        shareImage {
          url
          alt
        }
      }
    }
  }
`);

export const PageSettingsChangedSubscription = graphql(`
  subscription PageSettingsChanged {
    pageSettingsChanged {
      changedAt
    }
  }
`);

export const SiteSettingsChangedSubscription = graphql(`
  subscription SiteSettingsChanged {
    siteSettingsChanged {
      key
      changedAt
    }
  }
`);
