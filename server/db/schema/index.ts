export * from './accounts.ts';
export * from './pages.ts';
export * from './content.ts';
export * from './publishing.ts';
export * from './faqs.ts';
export * from './calendar.ts';
export * from './bookings.ts';
export * from './inquiries.ts';
export * from './settings.ts';
export * from './email.ts';
export * from './security.ts';
export * from './holds.ts';

export * from './quotes.ts';
export * from './followups.ts';
export * from './operations.ts';
export * from './versions.ts';
export * from './sync.ts';
