import { type StoreThemeTestimonial, useGetMerchantTestimonials } from '@marketplace/react-hooks';
import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ErrorState';
import { Spinner } from '../../../components/Spinner';
import { DateText } from '../../../kit/DateText';

/** Props of {@link ThemeTestimonials}. */
export interface ThemeTestimonialsProps {
  merchantThemeId: number;
  /** Whether the merchant may change testimonials (then the link to where they do it shows). */
  canUpdate: boolean;
  /** The list as it loads and changes, for the preview. */
  onList(testimonials: StoreThemeTestimonial[] | undefined): void;
}

/**
 * The testimonials the store page shows: the store's own (`getMerchantTestimonials`, kept on the
 * Testimonials page, newest first), not a list of the theme's, handed to the preview as the theme shows
 * them; with a link to the Testimonials page to add or change them.
 *
 * @example
 * <ThemeTestimonials merchantThemeId={310} canUpdate onList={setTestimonials} />
 */
export function ThemeTestimonials({ merchantThemeId, canUpdate, onList }: ThemeTestimonialsProps) {
  const list = useGetMerchantTestimonials();
  const latestOnList = useRef(onList);
  latestOnList.current = onList;
  const asTheme = useMemo(
    () =>
      list.data?.map(
        (t): StoreThemeTestimonial => ({
          id: t.id,
          merchantThemeId,
          name: t.name,
          message: t.message,
          ...(t.designation ? { title: t.designation } : {}),
          ...(t.image ? { image: t.image } : {}),
          ...(t.createdAt ? { createdAt: t.createdAt } : {}),
        }),
      ),
    [list.data, merchantThemeId],
  );
  useEffect(() => latestOnList.current(asTheme), [asTheme]);

  return (
    <section className="theme-form theme-testimonials" aria-labelledby="theme-testimonials-title">
      <h2 id="theme-testimonials-title">Testimonials</h2>
      <p className="theme-form__hint">Your store page shows your store’s testimonials.</p>
      {list.status === 'loading' ? <Spinner label="Loading the testimonials" /> : null}
      {list.status === 'failed' ? (
        <ErrorState
          message={list.error?.message ?? 'Could not get the testimonials.'}
          onRetry={() => void list.mutate()}
        />
      ) : null}
      {list.data?.length === 0 ? (
        <p className="theme-form__hint">No testimonials yet: add what customers say about your store.</p>
      ) : null}
      {list.data?.length ? (
        <ul className="theme-testimonials__list">
          {list.data.map((t) => (
            <li key={t.id} className="theme-testimonials__item">
              <blockquote>{t.message}</blockquote>
              <p className="theme-testimonials__who">
                <strong>{t.name}</strong>
                {t.designation ? `, ${t.designation}` : ''}
                {t.createdAt ? (
                  <>
                    {' · '}
                    <DateText value={t.createdAt} />
                  </>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {canUpdate ? (
        <p>
          <Link to="/merchant/store/testimonials">Add or change testimonials</Link>
        </p>
      ) : null}
    </section>
  );
}
