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
        address
        phone
        email
        hours
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
      }
    }
    # The first hero slide is every page's picture in link previews (unless the page has its own).
    heroSlides {
      id
      imageUrl
      altText
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
