/* The setup module's front door: the admin notes, the dashboard's checklist, removing demo data. */
export { dismissAdminNote, listAdminNotes, removeDemoData, setSetupChecklistHidden, setupChecklist, type SetupChecklist } from './setup.service.ts';
export { setupResolvers } from './setup.resolvers.ts';
