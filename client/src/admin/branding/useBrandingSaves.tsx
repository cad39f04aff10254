import { useMutation } from '@apollo/client/react';
import { useRef, type ReactNode } from 'react';
import { graphql } from '../../gql';
import { useUnsavedChanges } from '../shell/unsaved-changes.tsx';
import { useVersionedDraft } from '../versions/useVersionedDraft.ts';
import { useVersionedSave, type SaveOutcome, type VersionedBase } from '../versions/useVersionedSave.tsx';

const UpdateLogoMutation = graphql(`
  mutation UpdateLogo($input: UpdateLogoInput!) {
    updateLogo(input: $input) {
      branding {
        logoUrl
        version
      }
    }
  }
`);

const UpdateFaviconMutation = graphql(`
  mutation UpdateFavicon($input: UpdateFaviconInput!) {
    updateFavicon(input: $input) {
      branding {
        faviconUrl
        version
      }
    }
  }
`);

const UpdateSiteDetailsMutation = graphql(`
  mutation UpdateSiteDetails($input: UpdateSiteDetailsInput!) {
    updateSiteDetails(input: $input) {
      branding {
        siteTitle
        siteDescription
        version
      }
    }
  }
`);

const refetch = { refetchQueries: ['BrandingSettings', 'PublicLayout'], awaitRefetchQueries: true };

export interface SiteDetails {
  siteTitle: string;
  siteDescription: string;
}

interface Images {
  logoUrl: string | null;
  faviconUrl: string | null;
}

/** The branding as the screen reads it (live): its version and values. */
export interface BrandingRecord extends SiteDetails, Images {
  version: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const url = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * The Branding screen's saves, each naming the version of the branding it started from (a save
 * made meanwhile in another tab is never overwritten): the site details form (always open, its
 * draft following newer saves while untouched) and the logo and favicon changes. A stale save
 * merges what it can and shows the conflict view for the rest (useVersionedSave).
 */
export function useBrandingSaves(branding: BrandingRecord | undefined) {
  const [updateLogo] = useMutation(UpdateLogoMutation, refetch);
  const [updateFavicon] = useMutation(UpdateFaviconMutation, refetch);
  const [updateDetails] = useMutation(UpdateSiteDetailsMutation, refetch);

  const details = useVersionedDraft<SiteDetails>(
    branding ? { version: branding.version, values: { siteTitle: branding.siteTitle, siteDescription: branding.siteDescription } } : null,
    { alwaysOpen: true },
  );
  useUnsavedChanges(details.dirty);
  const detailsSave = useVersionedSave<SiteDetails>({
    what: 'branding',
    fields: [
      { key: 'siteTitle', label: 'Site title' },
      { key: 'siteDescription', label: 'Site description' },
    ],
    fromApi: (current) => ({ siteTitle: text(current.siteTitle), siteDescription: text(current.siteDescription) }),
    save: async (values, version) => {
      await updateDetails({ variables: { input: { ...values, version } } });
    },
  });

  // Which picture the image save is changing (the other one is never sent).
  const which = useRef<'logo' | 'favicon'>('logo');
  const imageSave = useVersionedSave<Images>({
    what: 'branding',
    fields: [
      { key: 'logoUrl', label: 'Logo', type: 'value', format: (value) => value ?? 'The built-in emblem' },
      { key: 'faviconUrl', label: 'Favicon', type: 'value', format: (value) => value ?? 'The built-in icon' },
    ],
    fromApi: (current) => ({ logoUrl: url(current.logoUrl), faviconUrl: url(current.faviconUrl) }),
    save: async (values, version) => {
      if (which.current === 'logo') await updateLogo({ variables: { input: { logoUrl: values.logoUrl, version } } });
      else await updateFavicon({ variables: { input: { faviconUrl: values.faviconUrl, version } } });
    },
  });

  /** Saves the site details form; after a kept saved version, the form shows it. */
  async function saveDetails(): Promise<SaveOutcome<SiteDetails>> {
    if (!details.base || !details.values) return { status: 'open' };
    const outcome = await detailsSave.save(details.values, details.base);
    if (outcome.status === 'saved') details.stop();
    else if (outcome.status === 'discarded') details.start({ version: outcome.version, values: outcome.values });
    return outcome;
  }

  /** Sets (or, with null, removes) the logo or favicon, from the branding as the screen shows it. */
  async function saveImage(kind: 'logo' | 'favicon', value: string | null): Promise<SaveOutcome<Images>> {
    if (!branding) return { status: 'open' };
    which.current = kind;
    const base: VersionedBase<Images> = { version: branding.version, values: { logoUrl: branding.logoUrl, faviconUrl: branding.faviconUrl } };
    return imageSave.save({ ...base.values, [kind === 'logo' ? 'logoUrl' : 'faviconUrl']: value }, base);
  }

  const conflictViews: ReactNode = (
    <>
      {detailsSave.conflictView}
      {imageSave.conflictView}
    </>
  );
  return { details, saveDetails, savingDetails: detailsSave.saving, saveImage, conflictViews };
}
