import { describe, expect, it } from 'vitest';
import { FAQ_LIMITS, FAQ_MESSAGES, faqErrors, faqTextProblem } from './faqs.ts';

/* The checks the FAQ form runs before sending and the server runs on every save. */

describe("an FAQ's question and answer", () => {
  it('are required, and both are named at once', () => {
    expect(faqErrors({ question: '  ', answer: '' })).toEqual({ question: FAQ_MESSAGES.questionRequired, answer: FAQ_MESSAGES.answerRequired });
    expect(faqErrors({ question: 'Do you allow sparklers?', answer: 'Outdoors, yes.' })).toEqual({});
  });

  it('are within their limits once trimmed', () => {
    expect(faqTextProblem('question', `${'q'.repeat(FAQ_LIMITS.questionMax)}   `)).toBeNull();
    expect(faqTextProblem('question', 'q'.repeat(FAQ_LIMITS.questionMax + 1))).toEqual({ message: FAQ_MESSAGES.questionTooLong, code: 'TOO_LONG' });
    expect(faqTextProblem('answer', 'a'.repeat(FAQ_LIMITS.answerMax + 1))).toEqual({ message: FAQ_MESSAGES.answerTooLong, code: 'TOO_LONG' });
  });
});
