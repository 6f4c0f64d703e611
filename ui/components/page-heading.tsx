import type { ReactNode } from 'react';
import { pageHeadingCss, pageSectionCss } from './page-heading.styles';

/** How large a page's title and intro are: a working page, the home page's hero, a kiosk's touch screen. */
const variants = {
  page: [pageHeadingCss.page, pageHeadingCss.pageTitle, pageHeadingCss.pageIntro],
  hero: [pageHeadingCss.hero, pageHeadingCss.heroTitle, pageHeadingCss.heroIntro],
  kiosk: [pageHeadingCss.kiosk, pageHeadingCss.kioskTitle, pageHeadingCss.kioskIntro],
} as const;

/** A page's title, its one h1, over the line that says what the page is for. Styled by the build (decision 111). */
export function PageHeading({
  title,
  intro,
  variant,
}: {
  title: ReactNode;
  intro: ReactNode;
  variant: keyof typeof variants;
}) {
  const [stack, heading, text] = variants[variant];
  return (
    <div className={stack}>
      <h1 className={heading}>{title}</h1>
      <p className={text}>{intro}</p>
    </div>
  );
}

const gaps = {
  '2': pageSectionCss.gap2,
  '3': pageSectionCss.gap3,
  '4': pageSectionCss.gap4,
  '5': pageSectionCss.gap5,
} as const;

/** A titled section of a page: an h2 that names the section for assistive technology too. */
export function PageSection({
  id,
  title,
  gap,
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string;
  title: ReactNode;
  /** The space between the heading and each part below it, a step of Chakra's spacing scale. */
  gap: keyof typeof gaps;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={gaps[gap]}>
      <h2 className={pageSectionCss.title} id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}
