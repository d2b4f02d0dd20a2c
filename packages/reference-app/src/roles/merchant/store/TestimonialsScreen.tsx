import { useGetMerchantTestimonials } from '@marketplace/react-hooks';
import { DateText } from '../../../kit/DateText';
import { StoreEntries } from './StoreEntries';
import { TestimonialForm } from './TestimonialForm';

/**
 * The store's testimonials (`/merchant/store/testimonials`, needs `read` on `testimonials`): what
 * customers said, newest first, with who said it and their rating; add one (`create`) and edit one
 * (`update`) in a panel above the list.
 *
 * @example
 * { path: 'store/testimonials', lazy: screen(merchant, 'TestimonialsScreen') }
 */
export function TestimonialsScreen() {
  return (
    <StoreEntries
      query={useGetMerchantTestimonials()}
      resource="testimonials"
      noun="testimonial"
      heading={(t) => t.name}
      editLabel={(t) => `Edit the testimonial of ${t.name}`}
      form={(t, onDone) => <TestimonialForm testimonial={t} onDone={onDone} />}
      empty={{
        title: 'No testimonials yet',
        text: 'Add what happy customers said about your store: shoppers trust other shoppers.',
      }}
      listLabel="Your testimonials"
      loadingLabel="Loading your testimonials"
      fallbackMessage="Could not get your testimonials. Try again later."
    >
      {(t) => (
        <>
          <p className="store-entry__meta">
            {[t.designation, t.rating ? `${t.rating} out of 5` : undefined].filter(Boolean).join(' · ')}
            {t.createdAt ? (
              <>
                {t.designation || t.rating ? ' · ' : ''}
                <DateText value={t.createdAt} />
              </>
            ) : null}
          </p>
          <blockquote className="store-entry__text">{t.message}</blockquote>
        </>
      )}
    </StoreEntries>
  );
}
