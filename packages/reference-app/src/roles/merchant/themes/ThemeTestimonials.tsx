import {
  type StoreThemeTestimonial,
  useCreateThemeTestimonial,
  useDeleteThemeTestimonial,
  useGetThemeTestimonials,
} from '@marketplace/react-hooks';
import { useEffect, useRef } from 'react';
import { ErrorState } from '../../../components/ErrorState';
import { ContractForm } from '../../../components/form/ContractForm';
import { FormErrorSummary } from '../../../components/form/FormErrorSummary';
import { FormField } from '../../../components/form/FormField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useContractForm } from '../../../components/form/useContractForm';
import { Spinner } from '../../../components/Spinner';
import { DateText } from '../../../kit/DateText';
import { useConfirm } from '../../../kit/useConfirm';

/** Props of {@link ThemeTestimonials}. */
export interface ThemeTestimonialsProps {
  merchantThemeId: number;
  canUpdate: boolean;
  /** The list as it loads and changes, for the preview. */
  onList(testimonials: StoreThemeTestimonial[] | undefined): void;
}

/** The form adding a testimonial (`createThemeTestimonial`); it goes back to blank after a success. */
function NewTestimonialForm({ merchantThemeId }: { merchantThemeId: number }) {
  const kit = useContractForm({
    operation: 'createThemeTestimonial',
    mutation: useCreateThemeTestimonial(),
    defaultValues: { name: '', title: '', message: '', image: '' },
    toBody: (values) => ({
      merchantThemeId,
      name: values.name.trim(),
      message: values.message.trim(),
      ...(values.title.trim() ? { title: values.title.trim() } : {}),
      ...(values.image.trim() ? { image: values.image.trim() } : {}),
    }),
  });
  return (
    <ContractForm
      form={kit}
      aria-labelledby="theme-testimonial-new"
      className="theme-form theme-testimonials__form"
    >
      <h3 id="theme-testimonial-new">Add a testimonial</h3>
      <FormErrorSummary />
      <FormField name="name" label="Customer’s name">
        <input type="text" autoComplete="off" />
      </FormField>
      <FormField name="title" label="Who they are (optional)" hint="For example “Customer, Ikeja”">
        <input type="text" autoComplete="off" />
      </FormField>
      <FormField name="message" label="What they said">
        <textarea rows={3} />
      </FormField>
      <FormField name="image" label="Photo link (optional)" hint="The address of a photo already online">
        <input type="url" inputMode="url" />
      </FormField>
      <SubmitButton busyLabel="Adding…">Add testimonial</SubmitButton>
    </ContractForm>
  );
}

/**
 * The testimonials of a theme (`getThemeTestimonials`, oldest first), each removable after a
 * confirmation (`deleteThemeTestimonial`), and the form adding one. Needs a `ConfirmProvider` above.
 *
 * @example
 * <ThemeTestimonials merchantThemeId={310} canUpdate onList={setTestimonials} />
 */
export function ThemeTestimonials({ merchantThemeId, canUpdate, onList }: ThemeTestimonialsProps) {
  const list = useGetThemeTestimonials({ query: { merchantThemeId } });
  const remove = useDeleteThemeTestimonial();
  const confirm = useConfirm();
  const latestOnList = useRef(onList);
  latestOnList.current = onList;
  useEffect(() => latestOnList.current(list.data), [list.data]);

  async function onDelete(t: StoreThemeTestimonial) {
    const yes = await confirm({
      title: `Delete ${t.name}’s testimonial?`,
      message: 'It leaves your store page. This cannot be undone.',
      confirmLabel: 'Delete testimonial',
      destructive: true,
    });
    if (!yes) return;
    // The hook toasts the outcome and refreshes the list; a failure leaves the testimonial listed.
    await remove.trigger({ path: { id: t.id } }).catch(() => undefined);
  }

  return (
    <section className="theme-form theme-testimonials" aria-labelledby="theme-testimonials-title">
      <h2 id="theme-testimonials-title">Testimonials</h2>
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
                {t.title ? `, ${t.title}` : ''} · <DateText value={t.createdAt} />
              </p>
              {canUpdate ? (
                <button
                  type="button"
                  className="link-button theme-testimonials__delete"
                  aria-label={`Delete ${t.name}’s testimonial`}
                  onClick={() => void onDelete(t)}
                  disabled={remove.isMutating}
                >
                  Delete
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {canUpdate ? <NewTestimonialForm merchantThemeId={merchantThemeId} /> : null}
    </section>
  );
}
