import type { MouseEvent } from 'react';

/** The price book's sections, in page order; each is one step from the bar at the top. */
export const PRICE_BOOK_SECTIONS = [
  { id: 'price-book-species', label: 'Species and rates' },
  { id: 'price-book-finishes', label: 'Finishes and extras' },
  { id: 'price-book-photos', label: 'Photos' },
  { id: 'price-book-history', label: 'History' },
] as const;

export type PriceBookSectionId = (typeof PRICE_BOOK_SECTIONS)[number]['id'] | 'price-book-changes';

/** Where a section starts, clear of the sticky bar above it (two lines of links on a phone). */
export const SECTION_SCROLL_MARGIN = 'scroll-mt-28 sm:scroll-mt-16';

/** Scrolls a section to the top and puts the focus on it, so the keyboard goes on from there. */
export function goToSection(id: PriceBookSectionId): void {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView({ block: 'start' });
  section.focus({ preventScroll: true });
}

/**
 * PRICE-34: the sections of the price book, one step away wherever one is on the page; the bar
 * sticks to the top of the window as the page scrolls.
 */
export function SectionNav() {
  const jump = (event: MouseEvent<HTMLAnchorElement>, id: PriceBookSectionId) => {
    event.preventDefault();
    goToSection(id);
  };
  return (
    <nav
      aria-label="Price book sections"
      className="sticky top-0 z-10 -mx-4 mb-4 border-b border-line bg-canvas px-4 py-2"
    >
      <ul className="flex flex-wrap gap-1">
        {PRICE_BOOK_SECTIONS.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              onClick={(event) => jump(event, section.id)}
              className="inline-block rounded-md border border-line bg-card px-3 py-1 text-sm font-medium text-walnut-800 hover:border-walnut-500 hover:bg-walnut-50"
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
