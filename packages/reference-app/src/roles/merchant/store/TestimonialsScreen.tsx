import { useAllowed, useGetMerchantTestimonials } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Spinner } from '../../../components/Spinner';
import { DateText } from '../../../kit/DateText';
import { TestimonialForm } from './TestimonialForm';
import './store.css';

type Testimonial = Entity<'Testimonial'>;

/**
 * The store's testimonials (`/merchant/store/testimonials`, needs `read` on `testimonials`): what
 * customers said, newest first, with who said it and their rating; add one (`create`) and edit one
 * (`update`) in a panel above the list.
 *
 * @example
 * { path: 'store/testimonials', lazy: screen(merchant, 'TestimonialsScreen') }
 */
export function TestimonialsScreen() {
  const testimonials = useGetMerchantTestimonials();
  const canCreate = useAllowed('testimonials', 'create', 'merchant');
  const canUpdate = useAllowed('testimonials', 'update', 'merchant');
  const [editing, setEditing] = useState<Testimonial | 'new' | undefined>();
  const list = testimonials.data ?? [];

  return (
    <div className="workspace-list store-entries">
      {canCreate && editing === undefined ? (
        <p>
          <button type="button" className="button" onClick={() => setEditing('new')}>
            Add testimonial
          </button>
        </p>
      ) : null}
      {editing !== undefined ? (
        <section className="store-list__panel" aria-labelledby="testimonial-form-title">
          <header>
            <h2 id="testimonial-form-title">
              {editing === 'new' ? 'New testimonial' : `Edit the testimonial of ${editing.name}`}
            </h2>
            <button type="button" className="button button--secondary" onClick={() => setEditing(undefined)}>
              Cancel
            </button>
          </header>
          <TestimonialForm
            key={editing === 'new' ? 'new' : editing.id}
            testimonial={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(undefined)}
          />
        </section>
      ) : null}
      {testimonials.data ? (
        list.length === 0 ? (
          <EmptyState title="No testimonials yet">
            Add what happy customers said about your store: shoppers trust other shoppers.
          </EmptyState>
        ) : (
          <ul className="store-entries__list" aria-label="Your testimonials">
            {list.map((t) => (
              <li key={t.id}>
                <article className="store-entry" aria-labelledby={`testimonial-${t.id}`}>
                  <header>
                    <h2 id={`testimonial-${t.id}`}>{t.name}</h2>
                    {canUpdate ? (
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-label={`Edit the testimonial of ${t.name}`}
                        onClick={() => setEditing(t)}
                      >
                        Edit
                      </button>
                    ) : null}
                  </header>
                  <p className="store-entry__meta">
                    {[t.designation, t.rating ? `${t.rating} out of 5` : undefined]
                      .filter(Boolean)
                      .join(' · ')}
                    {t.createdAt ? (
                      <>
                        {t.designation || t.rating ? ' · ' : ''}
                        <DateText value={t.createdAt} />
                      </>
                    ) : null}
                  </p>
                  <blockquote className="store-entry__text">{t.message}</blockquote>
                </article>
              </li>
            ))}
          </ul>
        )
      ) : testimonials.status === 'failed' ? (
        <ErrorState
          message={testimonials.error?.message ?? 'Could not information on this order. Try again later.'}
          onRetry={() => void testimonials.mutate()}
        />
      ) : (
        <Spinner label="Loading your testimonials" />
      )}
    </div>
  );
}
