/*
 * An FAQ's question and answer: the limits and messages the server checks on every save and the
 * admin's FAQ form shows before sending. Imports neither side.
 */

export const FAQ_LIMITS = { questionMax: 300, answerMax: 3000 } as const;

export const FAQ_MESSAGES = {
  questionRequired: 'Question is required.',
  questionTooLong: `Question must be at most ${FAQ_LIMITS.questionMax} characters.`,
  answerRequired: 'Answer is required.',
  answerTooLong: `Answer must be at most ${FAQ_LIMITS.answerMax} characters.`,
} as const;

/** What is wrong with a question or an answer (trimmed, it is said and within its limit), or null. */
export function faqTextProblem(field: 'question' | 'answer', value: string): { message: string; code: 'REQUIRED' | 'TOO_LONG' } | null {
  const trimmed = value.trim();
  const max = field === 'question' ? FAQ_LIMITS.questionMax : FAQ_LIMITS.answerMax;
  if (!trimmed) return { message: field === 'question' ? FAQ_MESSAGES.questionRequired : FAQ_MESSAGES.answerRequired, code: 'REQUIRED' };
  if (trimmed.length > max) return { message: field === 'question' ? FAQ_MESSAGES.questionTooLong : FAQ_MESSAGES.answerTooLong, code: 'TOO_LONG' };
  return null;
}

/** Both texts' problems at once, by field (none when the FAQ may be saved). */
export function faqErrors(values: { question: string; answer: string }): Partial<Record<'question' | 'answer', string>> {
  const errors: Partial<Record<'question' | 'answer', string>> = {};
  for (const field of ['question', 'answer'] as const) {
    const problem = faqTextProblem(field, values[field]);
    if (problem) errors[field] = problem.message;
  }
  return errors;
}
