/*
 * What the contact-details test files share: the documents they send and the shapes of the answers.
 */

export const FIELDS = 'phone email address hours isPublished publishedAt';
export const PUBLIC = `query ($preview: Boolean) { contactInfo(preview: $preview) { ${FIELDS} } }`;
export const ADMIN = `query { adminContactInfo { ${FIELDS} } }`;
export const UPDATE = `mutation ($input: UpdateContactInfoInput!) { updateContactInfo(input: $input) { contactInfo { ${FIELDS} } } }`;
export const PUBLISH = `mutation ($input: PublishContentChangesInput!) { publishContentChanges(input: $input) { publishedCount } }`;
export const REVERT = `mutation ($input: RevertContentChangeInput!) { revertContentChange(input: $input) { change { id status } } }`;
export const LOG = `query { contentChangeLog(first: 20, tableName: CONTACT_INFO) { nodes { id tableName changeType status description fieldChanges { field oldValue newValue } } } }`;
export const FOOTER = `query { siteSettings { footer { companyName showContactInfo } } }`;
export const SOCIAL = `query { siteSettings { social { instagram facebook } } }`;
export const SAVE_SOCIAL_AND_FOOTER = `mutation ($input: UpdateSocialAndFooterInput!) { updateSocialAndFooter(input: $input) { social { instagram } } }`;

/** Contact details as the API answers them. */
export type ContactDetails = { phone: string; email: string | null; address: string; hours: string; isPublished: boolean; publishedAt: string | null };
/** A change-log entry of the contact details. */
export type ContactChange = { id: string; tableName: string; changeType: string; status: string; description: string; fieldChanges: { field: string; oldValue: string | null; newValue: string | null }[] };
