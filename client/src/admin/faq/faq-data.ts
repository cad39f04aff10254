import { graphql } from '../../gql';
import type { FaqCategoryName } from '../../../../shared/content.ts';

/* What FAQ Management reads and saves. */

export const AdminFaqsQuery = graphql(`
  query AdminFaqs {
    adminFaqs {
      id
      question
      answer
      category
      sortOrder
      isActive
      version
    }
  }
`);

export const CreateFaqMutation = graphql(`
  mutation CreateFaq($input: CreateFaqInput!) {
    createFaq(input: $input) {
      faq {
        id
      }
    }
  }
`);

export const UpdateFaqMutation = graphql(`
  mutation UpdateFaq($input: UpdateFaqInput!) {
    updateFaq(input: $input) {
      faq {
        id
        question
        answer
        category
        isActive
        version
      }
    }
  }
`);

export const DeleteFaqMutation = graphql(`
  mutation DeleteFaq($input: DeleteFaqInput!) {
    deleteFaq(input: $input) {
      deletedId
    }
  }
`);

export const ReorderFaqsMutation = graphql(`
  mutation ReorderFaqs($input: ReorderFaqsInput!) {
    reorderFaqs(input: $input) {
      faqs {
        id
        sortOrder
        version
      }
    }
  }
`);

export type Faq = { id: string; question: string; answer: string; category: FaqCategoryName; sortOrder: number; isActive: boolean; version: number };
