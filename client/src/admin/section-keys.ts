/*
 * Addresses inside the admin for screens that link to another section. It imports no screen: the
 * registry (sections.tsx) imports the screens lazily, and a screen imports only this module (and
 * shell/useGoToSection.ts), so no screen sits in an import circle with the registry. Each section's
 * own address is the route table's (adminSectionPath in shared/routes.ts).
 */
import { adminSectionPath } from '../../../shared/routes.ts';

/** One booking's address: the Bookings screen with that booking shown first (an inquiry's "Booking created" link). */
export const bookingAdminPath = (bookingId: string) => `${adminSectionPath('bookings')}?booking=${encodeURIComponent(bookingId)}`;

