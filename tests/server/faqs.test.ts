import { asc } from 'drizzle-orm';
import { faqs } from '../../server/db/schema/index.ts';
import { graphql } from '../gql/index.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import { firstErrorCode, type GraphQLSession } from '../support/graphql.ts';
import type { TestServer } from '../support/test-server.ts';
import { subscriptionClient } from '../support/subscriptions.ts';
import { waitFor } from '../support/wait.ts';

/* FAQ management: applies at once, validation messages, 1-based positions kept by every write. */

const PUBLIC = graphql(`query FaqsTestPublic { faqs { id question category sortOrder isActive } }`);
const ADMIN = graphql(`query FaqsTestAdmin { adminFaqs { id question answer category sortOrder isActive } }`);
const CREATE = graphql(`mutation FaqsTestCreate($input: CreateFaqInput!) { createFaq(input: $input) { faq { id question answer category sortOrder isActive } } }`);
const UPDATE = graphql(`mutation FaqsTestUpdate($input: UpdateFaqInput!) { updateFaq(input: $input) { faq { id question answer category isActive } } }`);
const DELETE = graphql(`mutation FaqsTestDelete($input: DeleteFaqInput!) { deleteFaq(input: $input) { deletedId } }`);
const REORDER = graphql(`mutation FaqsTestReorder($input: ReorderFaqsInput!) { reorderFaqs(input: $input) { faqs { id sortOrder } } }`);

const adminFaqs = async (admin: GraphQLSession) => (await admin.data(ADMIN)).adminFaqs;
const publicFaqs = async (server: TestServer) => (await server.session().data(PUBLIC)).faqs;
const positions = (server: TestServer) => server.db.select({ sortOrder: faqs.sortOrder }).from(faqs).orderBy(asc(faqs.sortOrder)).all().map((row) => row.sortOrder);
const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('creating an FAQ', () => {
  it('adds it live at the end (count + 1), General by default, trimmed', async ({ server, admin }) => {
    const before = await adminFaqs(admin);
    const { createFaq } = await admin.data(CREATE, { input: { question: '  Do you allow pets? ', answer: 'Service animals are always welcome.' } });
    expect(createFaq.faq).toMatchObject({ question: 'Do you allow pets?', category: 'GENERAL', isActive: true, sortOrder: before.length + 1 });
    expect((await publicFaqs(server)).at(-1)?.question).toBe('Do you allow pets?');
  });

  it('can add a hidden FAQ that visitors do not see', async ({ server, admin }) => {
    const { createFaq } = await admin.data(CREATE, { input: { question: 'Secret question?', answer: 'Hidden.', category: 'POLICIES', isActive: false } });
    expect((await publicFaqs(server)).map((faq) => faq.id)).not.toContain(createFaq.faq!.id);
    expect((await adminFaqs(admin)).map((faq) => faq.id)).toContain(createFaq.faq!.id);
  });

  it('requires a question and an answer, and a category from the list', async ({ admin }) => {
    const before = (await adminFaqs(admin)).length;
    const noQuestion = await admin.request(CREATE, { input: { question: '   ', answer: 'x' } });
    expect(firstErrorCode(noQuestion)).toBe('BAD_USER_INPUT');
    expect(noQuestion.errors?.[0]?.message).toBe('Question is required.');
    expect(noQuestion.errors?.[0]?.extensions?.field).toBe('question');
    const noAnswer = await admin.request(CREATE, { input: { question: 'Why?', answer: '' } });
    expect(noAnswer.errors?.[0]?.message).toBe('Answer is required.');
    // The category is a FaqCategory enum value: anything else is refused before any resolver runs.
    const badCategory = await admin.request(CREATE, { input: { question: 'Why?', answer: 'Because.', category: 'Pricing' as never } });
    expect(firstErrorCode(badCategory)).toBe('BAD_USER_INPUT');
    expect(badCategory.errors?.[0]?.message).toMatch(/Value "Pricing" does not exist in "FaqCategory" enum/);
    const tooLong = await admin.request(CREATE, { input: { question: 'q'.repeat(301), answer: 'a' } });
    expect(tooLong.errors?.[0]?.message).toBe('Question must be at most 300 characters.');
    expect((await adminFaqs(admin)).length).toBe(before);
  });
});

describe('updating an FAQ', () => {
  it('edits the question, answer and category, and switches Live/Hidden at once', async ({ server, admin }) => {
    const [first] = await adminFaqs(admin);
    const { updateFaq } = await admin.data(UPDATE, { input: { id: first!.id, question: 'How many guests fit?', answer: 'Up to 450 seated.', category: 'VENUE' } });
    expect(updateFaq.faq).toMatchObject({ question: 'How many guests fit?', answer: 'Up to 450 seated.', category: 'VENUE' });
    await admin.data(UPDATE, { input: { id: first!.id, isActive: false } });
    expect((await publicFaqs(server)).map((faq) => faq.id)).not.toContain(first!.id);
    await admin.data(UPDATE, { input: { id: first!.id, isActive: true } });
    expect((await publicFaqs(server))[0]!.id).toBe(first!.id);
  });

  it('refuses to blank the question or answer, and reports a missing FAQ', async ({ admin }) => {
    const [first] = await adminFaqs(admin);
    expect((await admin.request(UPDATE, { input: { id: first!.id, answer: ' ' } })).errors?.[0]?.message).toBe('Answer is required.');
    expect(firstErrorCode(await admin.request(UPDATE, { input: { id: 'missing', question: 'x' } }))).toBe('NOT_FOUND');
  });
});

describe('reordering FAQs', () => {
  it('writes 1-based positions for every FAQ in the given order, and visitors see the new order', async ({ server, admin }) => {
    const all = await adminFaqs(admin);
    const reordered = [all[2]!, all[0]!, all[1]!, ...all.slice(3)];
    const { reorderFaqs } = await admin.data(REORDER, { input: { ids: reordered.map((faq) => faq.id) } });
    expect(reorderFaqs.faqs).toEqual(reordered.map((faq, index) => ({ id: faq.id, sortOrder: index + 1 })));
    expect(positions(server)).toEqual(oneToN(all.length));
    const visible = (await publicFaqs(server)).map((faq) => faq.id);
    expect(visible.slice(0, 3)).toEqual([all[2]!.id, all[0]!.id, all[1]!.id]);
  });

  it('refuses an order that leaves out an FAQ or names one twice, changing nothing', async ({ server, admin }) => {
    const all = await adminFaqs(admin);
    const before = positions(server);
    const partial = await admin.request(REORDER, { input: { ids: all.slice(1).map((faq) => faq.id) } });
    expect(firstErrorCode(partial)).toBe('CONFLICT');
    expect(partial.errors?.[0]?.message).toBe('The FAQ list has changed since it was loaded. Reload the list and try again.');
    const twice = await admin.request(REORDER, { input: { ids: [all[0]!.id, ...all.map((faq) => faq.id)] } });
    expect(twice.errors?.[0]?.message).toBe('An FAQ appears twice in the new order.');
    expect(positions(server)).toEqual(before);
  });
});

describe('deleting an FAQ', () => {
  it('removes it and renumbers the rest 1..n, so the next new FAQ goes last', async ({ server, admin }) => {
    const all = await adminFaqs(admin);
    await admin.data(DELETE, { input: { id: all[1]!.id } });
    const after = await adminFaqs(admin);
    expect(after.map((faq) => faq.id)).toEqual(all.filter((_, index) => index !== 1).map((faq) => faq.id));
    expect(positions(server)).toEqual(oneToN(all.length - 1));
    const { createFaq } = await admin.data(CREATE, { input: { question: 'Last one?', answer: 'Yes.' } });
    expect(createFaq.faq!.sortOrder).toBe(all.length);
    expect(firstErrorCode(await admin.request(DELETE, { input: { id: all[1]!.id } }))).toBe('NOT_FOUND');
  });
});

describe('live FAQ screens', () => {
  it('tells admin subscribers when an FAQ is added, edited, reordered or deleted', async ({ server, admin }) => {
    const client = subscriptionClient(server.url, { cookie: admin.cookie });
    const reasons: string[] = [];
    const dispose = client.subscribe<{ faqsChanged: { reason: string } }>(
      { query: `subscription { faqsChanged { reason changedAt } }` },
      { next: (result) => reasons.push(result.data?.faqsChanged.reason ?? `error: ${result.errors?.[0]?.message}`), error: () => {}, complete: () => {} },
    );
    try {
      await waitFor(() => server.services.pubsub.listenerCount('faqsChanged') > 0);
      const { createFaq } = await admin.data(CREATE, { input: { question: 'Live?', answer: 'Yes.' } });
      await admin.data(UPDATE, { input: { id: createFaq.faq!.id, question: 'Live now?', answer: 'Yes.' } });
      await admin.data(REORDER, { input: { ids: (await adminFaqs(admin)).map((faq) => faq.id).reverse() } });
      await admin.data(DELETE, { input: { id: createFaq.faq!.id } });
      await waitFor(() => reasons.length === 4);
      expect(reasons).toEqual(['created', 'updated', 'reordered', 'deleted']);
      // A refused change announces nothing.
      await admin.request(UPDATE, { input: { id: createFaq.faq!.id, question: 'Gone', answer: 'Gone' } });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(reasons).toHaveLength(4);
    } finally {
      dispose();
      await client.dispose();
    }
  });
});
