import { describe, expect, it } from 'vitest';
import { collectPageStyles } from './page-styles.ts';

/** What React renders for an island with responsive style props under deduplicateInlineStyles. */
const islandHtml = (hrefs: string, css: string, body: string) => `<style data-precedence="mantine" data-href="${hrefs}">${css}</style>${body}`;

describe('the styles of a rendered page', () => {
  it('leaves no <style> in the body: the page’s own move to the head in order, then the islands’ hoistable ones', () => {
    const styles = collectPageStyles();
    const mark = styles.island(islandHtml('mantine-a mantine-b', '.a{}.b{}', '<form>x</form>'));
    const page = `<main><style data-mantine-styles="inline">.one{}</style><div class="one">${`<div data-island="x">${mark}</div>`}<style>.two{}</style></div></main>`;
    const { html, head } = styles.finish(page);
    expect(html).toBe('<main><div class="one"><div data-island="x"><form>x</form></div></div></main>');
    expect(head).toBe('<style>.one{}.two{}</style><style data-precedence="mantine" data-href="mantine-a mantine-b">.a{}.b{}</style>');
  });

  it('keeps one copy of styles two islands share, and every island’s own', () => {
    const styles = collectPageStyles();
    const first = styles.island(islandHtml('mantine-a', '.a{}', '<p>1</p>'));
    const second = styles.island(islandHtml('mantine-a', '.a{}', '<p>2</p>'));
    const third = styles.island(islandHtml('mantine-a mantine-c', '.a{}.c{}', '<p>3</p>'));
    const { html, head } = styles.finish(`${first}${second}${third}`);
    expect(html).toBe('<p>1</p><p>2</p><p>3</p>');
    expect(head).toBe('<style data-precedence="mantine" data-href="mantine-a mantine-c">.a{}.a{}.c{}</style>');
  });

  it('leaves an island’s other <style> where it is (hydration must find it), so the checker still sees it', () => {
    const styles = collectPageStyles();
    const mark = styles.island('<style data-mantine-styles="inline">.grid{}</style><div class="grid"></div>');
    expect(styles.finish(`<div>${mark}</div>`)).toEqual({ html: '<div><style data-mantine-styles="inline">.grid{}</style><div class="grid"></div></div>', head: '' });
  });
});
