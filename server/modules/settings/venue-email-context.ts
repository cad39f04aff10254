import type { Config } from '../../config.ts';
import type { DB } from '../../db/client.ts';
import { readContactInfo } from '../content/index.ts';
import { getSiteSetting } from './settings.service.ts';

/** Who the venue is, for e-mails: name from branding, phone from the contact details, inbox from config. */
export function venueEmailContext(db: DB, config: Pick<Config, 'venueEmail' | 'publicUrl'>) {
  return {
    venueName: getSiteSetting(db, 'branding').siteTitle,
    venuePhone: readContactInfo(db, { preview: false }).phone,
    venueEmail: config.venueEmail,
    publicUrl: config.publicUrl,
  };
}
