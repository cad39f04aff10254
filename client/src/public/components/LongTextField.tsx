import { Text, Textarea, type TextareaProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { characterCount, characterCounter } from '../../../../shared/visitor-forms.ts';

export interface LongTextFieldProps extends Omit<TextareaProps, 'description' | 'onChange' | 'maxLength'> {
  name: string;
  id: string;
  /** The most characters the server takes (shared/visitor-forms.ts). */
  max: number;
  /** What the field is for; the counter follows it. */
  hint?: string;
  defaultValue?: string;
  onChange?(): void;
}

/**
 * A message field that never cuts what is typed or pasted (no maxLength: a browser would drop the
 * rest without a word): a counter under it says how much is used, turns red past the limit, and
 * the form refuses to send until it is shortened, keeping the text. Without JavaScript the limit is
 * said in words and the server refuses a longer text, sending it back whole.
 */
export function LongTextField({ max, hint, defaultValue = '', onChange, error, ...props }: LongTextFieldProps) {
  const [count, setCount] = useState(() => characterCount(defaultValue));
  // The live counter once the island runs (the server's HTML says the limit in words).
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const over = count > max;
  return (
    // The description (hint and counter) is what the field is described by.
    <Textarea
      {...props}
      defaultValue={defaultValue}
      error={error}
      onChange={(event) => {
        setCount(characterCount(event.currentTarget.value));
        onChange?.();
      }}
      description={
        <>
          {hint && <span>{hint} </span>}
          {live ? (
            <Text component="span" size="xs" c={over ? 'red.9' : undefined} fw={over ? 700 : undefined} aria-live={over ? 'polite' : 'off'} data-counter>
              {characterCounter(count, max)}
              {over ? `: ${(count - max).toLocaleString('en-US')} over the limit` : ''}
            </Text>
          ) : (
            <span>Up to {max.toLocaleString('en-US')} characters.</span>
          )}
        </>
      }
    />
  );
}
