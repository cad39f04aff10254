import type { FollowUpCard_TextsFragment } from '../../gql/graphql';
import type { VersionedFieldSpec } from '../versions/useVersionedSave.tsx';

/* A follow-up card's form: its values, read from the API and compared in the conflict view. */

export interface FormState {
  enabled: boolean;
  subject: string;
  body: string;
  days: number | null;
}

export const formOf = (followUp: FollowUpCard_TextsFragment): FormState => ({
  enabled: followUp.enabled,
  subject: followUp.subject,
  body: followUp.body,
  days: followUp.days ?? null,
});

/** What a follow-up's conflict view compares, field by field. */
export const FOLLOW_UP_FIELDS: VersionedFieldSpec<FormState>[] = [
  { key: 'enabled', label: 'On', type: 'value', format: (value) => (value ? 'On' : 'Off') },
  { key: 'subject', label: 'Subject' },
  { key: 'body', label: 'Message' },
  { key: 'days', label: 'Days', type: 'value', format: (value) => (value == null ? '' : String(value)) },
];

/** A follow-up's saved values, as a stale refusal carries them, as the form's. */
export const formFromApi = (values: Record<string, unknown>): FormState => ({
  enabled: Boolean(values.enabled),
  subject: String(values.subject ?? ''),
  body: String(values.body ?? ''),
  days: typeof values.days === 'number' ? values.days : null,
});
