import { graphql } from '../../gql';
import type { DashboardOverviewQuery as DashboardOverviewData } from '../../gql/graphql.ts';

/** Every figure of the dashboard, in one query. */
export const DashboardOverviewQuery = graphql(`
  query DashboardOverview {
    dashboardOverview {
      today
      pendingBookings
      confirmedBookings
      completedBookings
      cancelledBookings
      totalBookings
      totalRevenueCents
      moneyDueThisMonthCents
      moneyOverdueCents
      newInquiries
      heldInquiries
      pendingChangeCount
      contentSections {
        active
        total
      }
      galleryImages {
        active
        total
      }
      heroSlides {
        active
        total
      }
      recentBookings {
        ...BookingSummary_booking
      }
      upcomingBookings {
        ...BookingSummary_booking
      }
      recentContent {
        id
        type
        sectionKey
        title
        content
        isPublished
        updatedAt
      }
    }
  }
`);

export type Overview = DashboardOverviewData['dashboardOverview'];
