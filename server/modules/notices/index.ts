/*
 * The notices module's front door: what the owner is told as it happens (notices.service.ts), the
 * others on a slot told when it is taken (slot-others.ts), the one-click offer of a date back
 * (offer.ts) and the reactions to a booking's life (reactions.ts).
 */
export { alertEnabled, listNotices, markNoticesRead, noticeIn, ownerAlerts, setOwnerAlert, type NoticeRow } from './notices.service.ts';
export { othersOnSlotIn, tellOthersOnSlotIn, describeSlotOther, type SlotMessage, type SlotOther } from './slot-others.ts';
export { offerDateBack } from './offer.ts';
export { registerNoticeReactions } from './reactions.ts';
export { alertRefusedAcceptance } from './acceptance.ts';
export { noticesResolvers } from './notices.resolvers.ts';
