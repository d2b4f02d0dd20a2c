import type { Page } from '@playwright/test';

/**
 * The page as axe's WCAG 2 A and AA rules see it: every element with its attributes, the styles and
 * classes that give colours and sizes, and whether each text and each free-text attribute is empty, but
 * not the words themselves; a run of siblings of one shape counts once. Ids are renamed in order of
 * appearance (the references to them too), so duplicate and dangling ids keep their shape. Two pages with
 * the same shape get the same axe answer, so the same screen shown with other data (another order,
 * another shopper's name, one more row) is checked once.
 *
 * @example
 * const key = `${JSON.stringify(page.viewportSize())}\n${await pageShape(page)}`;
 */
export function pageShape(page: Page): Promise<string> {
  return page.evaluate(() => {
    // Attributes whose words axe reads only for being there or empty (names, labels, alternatives).
    const FREE_TEXT = new Set([
      'alt',
      'title',
      'aria-label',
      'aria-valuetext',
      'aria-placeholder',
      'aria-description',
      'placeholder',
      'value',
      'label',
      'summary',
    ]);
    // Attributes that hold ids (one or a list).
    const ID_REFS = new Set([
      'id',
      'for',
      'form',
      'list',
      'headers',
      'aria-labelledby',
      'aria-describedby',
      'aria-controls',
      'aria-owns',
      'aria-activedescendant',
      'aria-details',
      'aria-errormessage',
      'aria-flowto',
    ]);
    // Addresses and data: no axe rule of these tags reads their values.
    const IGNORED_VALUES = new Set(['href', 'src', 'srcset', 'action', 'datetime', 'download']);
    const ids = new Map<string, string>();
    const canonicalId = (token: string) => {
      let name = ids.get(token);
      if (name === undefined) {
        name = `#${ids.size}`;
        ids.set(token, name);
      }
      return name;
    };
    const shapeOf = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent?.trim() ? 'T' : '';
      if (node.nodeType !== Node.ELEMENT_NODE) return '';
      const element = node as Element;
      const attributes = [...element.attributes]
        .map(({ name, value }) => {
          if (name.startsWith('data-')) return name;
          if (FREE_TEXT.has(name) || IGNORED_VALUES.has(name)) return `${name}${value.trim() ? '+' : '-'}`;
          if (ID_REFS.has(name))
            return `${name}=${value.split(/\s+/).filter(Boolean).map(canonicalId).join(' ')}`;
          return `${name}=${value}`;
        })
        .sort();
      // Styles change colours: their text counts as it is.
      if (element.tagName === 'STYLE') return `<STYLE ${attributes.join(' ')}>${element.textContent}>`;
      // A run of siblings of one shape (the rows of a list, the cards of a shelf) counts once: 11 rows
      // or 12 give axe the same answer. Siblings with ids differ by their ids, so they all count.
      const children: string[] = [];
      for (const child of element.childNodes) {
        const shape = shapeOf(child);
        if (shape && shape !== children.at(-1)) children.push(shape);
      }
      return `<${element.tagName} ${attributes.join(' ')}>${children.join('')}>`;
    };
    return shapeOf(document.documentElement);
  });
}
