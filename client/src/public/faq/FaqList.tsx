import { IconChevronDown } from '@tabler/icons-react';
import classes from './FaqList.module.css';

export interface FaqListItem {
  id: string;
  question: string;
  answer: string;
}

/**
 * One category's questions, each a native disclosure. Every list on the page shares the `group`
 * name, so the browser keeps one answer open at a time across all of them, with or without
 * JavaScript; React never controls `open`, so an answer opened before hydration stays open.
 */
export function FaqList({ faqs, group }: { faqs: readonly FaqListItem[]; group: string }) {
  return (
    <div className={classes.list}>
      {faqs.map((faq) => (
        <details key={faq.id} name={group} className={classes.item}>
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
