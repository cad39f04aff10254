import { DEFAULT_CONTACT_INFO } from '../../../shared/contact.ts';
/*
 * The starter venue: realistic content a new owner sees on first start and then edits.
 * Section keys are the product's content sections plus the home and about keys the public pages
 * read; docs/decisions/029-public-pages-and-section-keys.md lists them all.
 */
import type { ContentSectionType } from '../schema/index.ts';

export const STARTER_PAGES = [
  { pageSlug: 'home', pageName: 'Home', description: 'Grand Willow Hall — an elegant ballroom and garden venue for weddings, celebrations and corporate events for up to 450 guests.' },
  { pageSlug: 'about', pageName: 'About', description: 'Our story, the ballroom, the garden lawn and the bridal suite: what makes Grand Willow Hall a timeless place to celebrate.' },
  { pageSlug: 'events', pageName: 'Events & Pricing', description: 'Weddings, birthdays, anniversaries, retirements and cultural events: packages, venue features and additional services.' },
  { pageSlug: 'gallery', pageName: 'Gallery', description: 'Photos of weddings, ceremonies, receptions, corporate events and décor at Grand Willow Hall.' },
  { pageSlug: 'faq', pageName: 'FAQ', description: 'Answers to common questions about booking, catering, the venue, payments and policies.' },
  { pageSlug: 'calendar', pageName: 'Availability', description: 'Check open dates, premium dates and partial availability on our live event calendar.' },
  { pageSlug: 'contact', pageName: 'Contact', description: 'Send an inquiry, schedule a private tour or ask about your date — we reply within 24 hours.' },
  { pageSlug: 'resources', pageName: 'Resources', description: 'Planning guides and helpful links for hosting your event at Grand Willow Hall.', isActive: false },
] as const;

interface StarterSection {
  type: ContentSectionType;
  sectionKey: string;
  title: string;
  content: string;
  link?: string;
}

/** The starter venue's contact details (the `contact_info` row) are the shared defaults (shared/contact.ts). */
export const CONTACT_INFO = DEFAULT_CONTACT_INFO;

export const STARTER_SECTIONS: StarterSection[] = [
  // Home
  { type: 'hero', sectionKey: 'hero_title', title: 'Celebrate Under the Willow', content: 'Where timeless elegance meets unforgettable moments.' },
  { type: 'hero', sectionKey: 'hero_subtitle', title: 'Weddings · Celebrations · Corporate Events', content: 'A grand ballroom for up to 450 seated guests, a garden ceremony lawn and a team that takes care of every detail.' },
  { type: 'hero', sectionKey: 'welcome', title: 'Welcome to Grand Willow Hall', content: 'Set among old willows at the edge of Brookhaven, our hall has hosted more than a thousand weddings, milestone birthdays and company galas since 1998. Crystal chandeliers, a sprung dance floor and a sunlit garden lawn give every celebration its own backdrop, and our coordinators stay with you from the first tour to the last dance.' },
  { type: 'hero', sectionKey: 'cta_title', title: 'Ready to Plan Your Event?', content: 'Tell us your date and guest count and we will send a tailored proposal within 24 hours — or come and see the hall for yourself on a private tour.' },
  // About
  { type: 'about', sectionKey: 'about_intro', title: 'Our Story', content: 'Grand Willow Hall began as a family ballroom built in 1926 and was restored in 1998 by the Marino family, who still run it today. We kept the plaster ceilings, the oak floors and the garden willows, and added everything a modern event needs: climate control, a full A/V system, a catering kitchen and step-free access throughout.' },
  { type: 'about', sectionKey: 'about_space_ballroom', title: 'The Grand Ballroom', content: 'Six thousand square feet under three crystal chandeliers, seating up to 450 guests at round tables with room for a dance floor, a stage and a head table.' },
  { type: 'about', sectionKey: 'about_space_garden', title: 'The Willow Garden', content: 'A level lawn framed by century-old willows for ceremonies of up to 300 guests, with a covered terrace for cocktail hour whatever the weather.' },
  { type: 'about', sectionKey: 'about_space_suite', title: 'The Getting-Ready Suite', content: 'A private suite with natural light, lighted mirrors, a steamer and a lounge, reserved for you for the whole day.' },
  { type: 'about', sectionKey: 'about_difference', title: 'What Sets Us Apart', content: 'One event per day — the whole venue is yours.\nA dedicated coordinator from first tour to last dance.\nBring the vendors you love, or choose from our trusted list.\n100+ complimentary parking spaces and full wheelchair access.' },
  // Events (keys named by the specification)
  { type: 'event', sectionKey: 'events_section_title', title: 'Events We Host', content: 'From intimate dinners to grand galas, every event gets the whole venue and a coordinator of its own.' },
  { type: 'event', sectionKey: 'wedding_events', title: 'Weddings', content: 'Ceremony on the willow lawn, cocktails on the terrace and a reception under the chandeliers — all in one place.' },
  { type: 'event', sectionKey: 'birthday_events', title: 'Birthdays', content: 'Milestone birthdays, sweet sixteens and surprise parties with room to dance and a menu to match.' },
  { type: 'event', sectionKey: 'anniversary_events', title: 'Anniversaries', content: 'Celebrate the years together with an elegant dinner, a toast with the people who matter and a first dance all over again.' },
  { type: 'event', sectionKey: 'retirement_events', title: 'Retirements', content: 'Honour a career with speeches, a slideshow on our A/V system and a send-off worthy of the occasion.' },
  // The Events page's fifth type (specification section 2 names Cultural Events there).
  { type: 'event', sectionKey: 'cultural_events', title: 'Cultural Events', content: 'Festivals, heritage celebrations and performances with space for family, community and tradition.' },
  // Gallery
  { type: 'gallery', sectionKey: 'gallery_intro', title: 'Moments at Grand Willow Hall', content: 'A look at weddings, ceremonies, receptions, corporate evenings and the details our couples and clients chose.' },
  // Contact (keys named by the specification)
  { type: 'contact', sectionKey: 'hero_title', title: 'Let’s Plan Something Beautiful', content: 'Contact us' },
  { type: 'contact', sectionKey: 'hero_subtitle', title: 'Tell us about your event and we will reply within 24 hours.', content: 'Questions about dates, pricing or a private tour — we are happy to help.' },
  { type: 'contact', sectionKey: 'info_title', title: 'Get in Touch', content: 'Visit, call or write' },
  { type: 'contact', sectionKey: 'info_description', title: 'Our event team is here seven days a week.', content: 'Tours are available daily by appointment. Call ahead and we will have the ballroom set so you can picture your day.' },
  { type: 'contact', sectionKey: 'follow_us_title', title: 'Follow Us', content: 'See recent events and behind-the-scenes moments.' },
  // Resources (type other)
  { type: 'other', sectionKey: 'resource_planning_checklist', title: 'Wedding Planning Checklist', content: 'A month-by-month checklist from booking the venue to the final walkthrough, written by our coordinators.', link: '/wedding-planning-checklist.html' },
  { type: 'other', sectionKey: 'resource_availability', title: 'Check Your Date', content: 'See open, premium and partially available dates on our live calendar before you call.', link: '/calendar' },
  { type: 'other', sectionKey: 'resource_packages', title: 'Packages & Services', content: 'Event types, what every booking includes and the additional services we can arrange.', link: '/events' },
];

export const STARTER_FAQS: { category: string; question: string; answer: string }[] = [
  { category: 'General', question: 'How many guests can Grand Willow Hall accommodate?', answer: 'The Grand Ballroom seats up to 450 guests at round tables, or about 600 for a standing reception. The Willow Garden holds ceremonies of up to 300.' },
  { category: 'General', question: 'Can we tour the venue before booking?', answer: 'Yes. Private tours run daily by appointment. Use the contact form or call us and we will set the ballroom so you can picture your event.' },
  { category: 'Booking', question: 'How far in advance should we book?', answer: 'Saturdays from May to October usually book 12–18 months ahead. Weekdays and winter dates are often available with a few months’ notice. Check the live calendar for open dates.' },
  { category: 'Booking', question: 'How do I reserve a date?', answer: 'Send a booking request from the calendar or the contact form. We confirm availability within 24 hours; a signed agreement and deposit then secure your date.' },
  { category: 'Booking', question: 'What are the available time slots?', answer: 'Daytime events run 10AM–4PM, evening events 5PM–midnight, and all-day bookings 9AM–11:59PM. Flexible hours are available on request.' },
  { category: 'Venue', question: 'Is there parking on site?', answer: 'Yes, more than 100 complimentary parking spaces, with accessible spaces next to the main entrance.' },
  { category: 'Venue', question: 'Is the venue wheelchair accessible?', answer: 'Fully. The ballroom, garden, restrooms and getting-ready suite are all step-free.' },
  { category: 'Venue', question: 'Do you have Wi-Fi and audio-visual equipment?', answer: 'Free Wi-Fi throughout, plus a built-in sound system, wireless microphones, a projector and two screens for slideshows and presentations.' },
  { category: 'Catering', question: 'Can we bring our own caterer?', answer: 'Yes. You may choose from our list of trusted caterers or bring a licensed and insured caterer of your own at no extra fee.' },
  { category: 'Catering', question: 'Can you accommodate dietary requirements?', answer: 'Our partner caterers offer vegetarian, vegan, gluten-free, kosher-style and halal menus. Let us know your needs when you book.' },
  { category: 'Events', question: 'What kinds of events do you host?', answer: 'Weddings, birthdays, anniversaries, retirements, corporate meetings and galas, fundraisers and cultural events of every size.' },
  { category: 'Events', question: 'Can we decorate the venue ourselves?', answer: 'Of course. Decorators may set up from the start of your booking; we only ask for no open flames outside glass holders and no confetti in the garden.' },
  { category: 'Payment', question: 'What deposit is required?', answer: 'A 30% deposit secures your date. The balance is due 14 days before the event. We accept cards, bank transfer and checks.' },
  { category: 'Payment', question: 'Are some dates priced differently?', answer: 'Holiday weekends and peak dates carry a premium rate, shown on the calendar with its multiplier. Weekday events often qualify for reduced pricing.' },
  { category: 'Policies', question: 'What is your cancellation policy?', answer: 'Cancel more than 180 days before the event for a full refund of the deposit less a $250 fee. Within 180 days the deposit can be moved to another date within 12 months.' },
  { category: 'Policies', question: 'Is there a noise curfew?', answer: 'Amplified music ends at 11:45PM and guests depart by midnight, out of respect for our neighbours.' },
];

