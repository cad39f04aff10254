/* The faqs module's front door: what other modules, the GraphQL layer and the HTTP routes may use. */
export { faqsResolvers } from './faqs.resolvers.ts';
export { updateFaq, createFaq, deleteFaq, listFaqs, reorderFaqs } from './faqs.service.ts';
