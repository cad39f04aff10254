/** The admin every test server starts with (configured, so no password is generated or printed). */
export const TEST_ADMIN = { email: 'owner@venue.test', password: 'correct-horse-battery' } as const;

/** The venue's time zone in tests: the starter content's relative dates are counted in it. */
export const TEST_TIME_ZONE = 'America/New_York';
