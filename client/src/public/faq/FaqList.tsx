import { IconChevronDown } from '@tabler/icons-react';
import classes from './FaqList.module.css';

export interface FaqListItem {
  id: string;
  question: string;
  answer: string;
}

/** Shared by every list on the page: the browser keeps one answer open at a time across all of them. */
const EXCLUSIVE_GROUP = 'faq';

/**
 * One category's questions, each a native disclosure, so answers open with or without JavaScript.
 * React never controls `open`, so an answer opened before hydration stays open.
 */
export function FaqList({ faqs }: { faqs: readonly FaqListItem[] }) {
  return (
    <div className={classes.list}>
      {faqs.map((faq) => (
        <details key={faq.id} name={EXCLUSIVE_GROUP} className={classes.item}>
          <summary className={classes.question}>
            {faq.question}
            <IconChevronDown size={16} className={classes.chevron} aria-hidden />
          </summary>
          <div className={classes.answer}>{faq.answer}</div>
        </details>
      ))}
    </div>
  );
}
