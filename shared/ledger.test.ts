import { describe, expect, it } from 'vitest';
import { LEDGER_MESSAGES, moneyEntryProblems, voidReasonProblem } from './ledger.ts';
import { QUOTE_MESSAGES } from './quotes.ts';

/* The checks a payment or refund gets before it is sent (the money card, the cancel dialog) and again on the server. */

const today = '2031-03-10';
const good = { amountCents: 25_000, occurredOn: today, method: 'check', note: 'Paid at the door' };

describe('a payment or refund the owner records', () => {
  it('passes with a positive amount, a day up to today, a known method and a short note', () => {
    expect(moneyEntryProblems(good, today)).toEqual({});
    expect(moneyEntryProblems({ ...good, occurredOn: '2031-01-02', note: null }, today)).toEqual({});
  });

  it('names every wrong field at once, in the ledger’s words', () => {
    expect(moneyEntryProblems({ amountCents: 0, occurredOn: '2031-03-11', method: 'barter', note: 'x'.repeat(501) }, today)).toEqual({
      amount: LEDGER_MESSAGES.amount,
      day: LEDGER_MESSAGES.date,
      method: LEDGER_MESSAGES.method,
      note: LEDGER_MESSAGES.note,
    });
  });

  it('refuses fractions of a cent, more than $10,000,000.00 and days that do not exist', () => {
    expect(moneyEntryProblems({ ...good, amountCents: 10.5 }, today).amount).toBe(LEDGER_MESSAGES.amount);
    expect(moneyEntryProblems({ ...good, amountCents: 1_000_000_001 }, today).amount).toBe(LEDGER_MESSAGES.amount);
    expect(moneyEntryProblems({ ...good, amountCents: 1_000_000_000 }, today).amount).toBeUndefined();
    expect(moneyEntryProblems({ ...good, occurredOn: '2031-02-30' }, today).day).toBe(LEDGER_MESSAGES.date);
  });

  it('says a payment’s amount and day in a payment’s words', () => {
    const messages = { amount: QUOTE_MESSAGES.paymentAmount, day: QUOTE_MESSAGES.paymentDate };
    expect(moneyEntryProblems({ ...good, amountCents: -1, occurredOn: '2031-12-01' }, today, messages)).toEqual({ amount: QUOTE_MESSAGES.paymentAmount, day: QUOTE_MESSAGES.paymentDate });
  });
});

describe('voiding an entry recorded by mistake', () => {
  it('needs a reason of at most 500 characters', () => {
    expect(voidReasonProblem('Recorded twice')).toBeNull();
    expect(voidReasonProblem('   ')).toBe(LEDGER_MESSAGES.voidReason);
    expect(voidReasonProblem('x'.repeat(501))).toBe(LEDGER_MESSAGES.voidReason);
  });
});
