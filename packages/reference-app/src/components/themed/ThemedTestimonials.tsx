import type { StoreThemeTestimonial } from '@marketplace/react-hooks';
import './themed.css';

/** Props of {@link ThemedTestimonials}. */
export interface ThemedTestimonialsProps {
  /** The theme's testimonials, or the store's (main API) in the same shape. */
  testimonials: readonly Pick<StoreThemeTestimonial, 'id' | 'name' | 'message' | 'title' | 'image'>[];
  headingLevel?: 2 | 3;
}

/**
 * What customers say, as the merchant's theme lists them (oldest first); nothing when there are none.
 *
 * @example
 * <ThemedTestimonials testimonials={theme.testimonials} />
 */
export function ThemedTestimonials({ testimonials, headingLevel = 2 }: ThemedTestimonialsProps) {
  if (testimonials.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="themed-testimonials" aria-label="What customers say">
      <Heading className="themed-section-title">What customers say</Heading>
      <ul className="themed-testimonials__list">
        {testimonials.map((t) => (
          <li key={t.id} className="themed-testimonial">
            <figure>
              <blockquote>{t.message}</blockquote>
              <figcaption>
                {t.image ? <img className="themed-testimonial__image" src={t.image} alt="" /> : null}
                <span className="themed-testimonial__name">{t.name}</span>
                {t.title ? <span className="themed-testimonial__title">{t.title}</span> : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
