import { useMutation } from '@apollo/client/react';
import { useRef } from 'react';
import { getFragmentData, graphql } from '../../gql';
import type { FooterContent } from '../../public/SiteFooter.tsx';
import { SOCIAL_NETWORKS, type SocialNetwork } from '../../public/social-links.ts';
import { FooterFields, SocialFields } from './social-footer-fields.ts';
import { useVersionedSave, type SaveOutcome, type VersionedBase, type VersionedFieldSpec } from '../versions/useVersionedSave.tsx';

const UpdateSocialAndFooterMutation = graphql(`
  mutation UpdateSocialAndFooter($input: UpdateSocialAndFooterInput!) {
    updateSocialAndFooter(input: $input) {
      footer {
        ...SocialFooter_footer
      }
      social {
        ...SocialFooter_social
      }
    }
  }
`);

export type SocialForm = Record<SocialNetwork, string>;
export interface FormState {
  social: SocialForm;
  footer: FooterContent;
}

/** The screen's two documents, each at the version the form started from. */
export interface SocialFooterVersions {
  footer: number;
  social: number;
}

/** Both documents' fields side by side: what the conflict view compares. */
type Flat = SocialForm & FooterContent;

const FOOTER_KEYS = ['companyName', 'tagline', 'copyright', 'showSocialLinks', 'showContactInfo', 'showBusinessHours'] as const;

const FIELDS: VersionedFieldSpec<Flat>[] = [
  ...SOCIAL_NETWORKS.map(({ key, label }) => ({ key, label })),
  { key: 'companyName', label: 'Company name' },
  { key: 'tagline', label: 'Tagline' },
  { key: 'copyright', label: 'Copyright line' },
  ...(['showSocialLinks', 'showContactInfo', 'showBusinessHours'] as const).map((key) => ({
    key,
    label: { showSocialLinks: 'Show social links', showContactInfo: 'Show contact info', showBusinessHours: 'Show business hours' }[key],
    type: 'value' as const,
    format: (value: unknown) => (value ? 'Yes' : 'No'),
  })),
];

const flat = (form: FormState): Flat => ({ ...form.social, ...form.footer });
const nested = (values: Flat): FormState => ({
  social: Object.fromEntries(SOCIAL_NETWORKS.map(({ key }) => [key, values[key]])) as SocialForm,
  footer: Object.fromEntries(FOOTER_KEYS.map((key) => [key, values[key]])) as unknown as FooterContent,
});

/** A version number that moves whenever either document's does (what the form follows by). */
const combined = (versions: SocialFooterVersions) => versions.footer + versions.social;

export interface SocialFooterSaved {
  form: FormState;
  versions: SocialFooterVersions;
}

/**
 * Saving Social Media & Footer: both documents in one mutation, each naming the version the form
 * started from. A stale refusal names the document (FOOTER or SOCIAL_LINKS); only that one's
 * values and version are taken, merged three ways with the form (useVersionedSave), and what both
 * changed is shown in the conflict view.
 */
export function useSocialFooterSave() {
  const [mutate] = useMutation(UpdateSocialAndFooterMutation, { refetchQueries: ['PublicLayout'] });
  const lastSaved = useRef<SocialFooterSaved | null>(null);
  const versioned = useVersionedSave<Flat>({
    what: 'footer',
    fields: FIELDS,
    fromApi: (current) => current as unknown as Flat,
    rebase: (stale, base) => {
      const versions = { ...(base.versions as unknown as SocialFooterVersions) };
      const values = { ...base.values };
      if (stale.kind === 'SOCIAL_LINKS') {
        versions.social = stale.currentVersion;
        for (const { key } of SOCIAL_NETWORKS) values[key] = typeof stale.current[key] === 'string' ? (stale.current[key] as string) : '';
      } else {
        versions.footer = stale.currentVersion;
        for (const key of FOOTER_KEYS) if (key in stale.current) (values as Record<string, unknown>)[key] = stale.current[key];
      }
      return { version: combined(versions), versions: { ...versions }, values };
    },
    save: async (values, _version, base) => {
      const versions = base.versions as unknown as SocialFooterVersions;
      const form = nested(values);
      const result = await mutate({
        variables: { input: { social: { ...form.social, version: versions.social }, footer: { ...form.footer, version: versions.footer } } },
      });
      const payload = result.data?.updateSocialAndFooter;
      const saved = payload && { footer: getFragmentData(FooterFields, payload.footer), social: getFragmentData(SocialFields, payload.social) };
      lastSaved.current =
        saved?.footer && saved.social
          ? {
              form: nested({ ...values, ...saved.footer, ...Object.fromEntries(SOCIAL_NETWORKS.map(({ key }) => [key, saved.social?.[key] ?? ''])) } as Flat),
              versions: { footer: saved.footer.version, social: saved.social.version },
            }
          : null;
    },
  });

  /** Saves the form against what it started from; tells what the form shows now. */
  async function save(form: FormState, from: SocialFooterSaved): Promise<{ outcome: SaveOutcome<Flat>; now: SocialFooterSaved | null }> {
    const base: VersionedBase<Flat> = { version: combined(from.versions), versions: { ...from.versions }, values: flat(from.form) };
    lastSaved.current = null;
    const outcome = await versioned.save(flat(form), base);
    if (outcome.status === 'saved') return { outcome, now: lastSaved.current };
    if (outcome.status === 'discarded') {
      return { outcome, now: { form: nested(outcome.values), versions: outcome.base.versions as unknown as SocialFooterVersions } };
    }
    return { outcome, now: null };
  }

  return { save, saving: versioned.saving, conflictView: versioned.conflictView };
}
