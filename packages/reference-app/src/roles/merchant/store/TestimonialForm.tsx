import { useCreateMerchantTestimonial, useUpdateMerchantTestimonial } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { ContractForm } from '../../../components/form/ContractForm';
import { FormErrorSummary } from '../../../components/form/FormErrorSummary';
import { FormField } from '../../../components/form/FormField';
import { formBody } from '../../../components/form/formBody';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useContractForm } from '../../../components/form/useContractForm';

type Testimonial = Entity<'Testimonial'>;

/** Props of {@link TestimonialForm}. */
export interface TestimonialFormProps {
  /** The testimonial to edit; without it the form adds one. */
  testimonial?: Testimonial;
  /** Called after the server accepted the form (the hook has toasted its message). */
  onDone(): void;
}

interface TestimonialValues {
  name: string;
  designation: string;
  message: string;
  image: string;
  /** `1` to `5` as the select holds it; blank for no rating. */
  rating: string;
}

const BLANK: TestimonialValues = { name: '', designation: '', message: '', image: '', rating: '' };

/** The body: text trimmed and blanks left out, the rating as a number. */
const toBody = ({ rating, ...text }: TestimonialValues) =>
  ({ ...formBody(text), ...(rating ? { rating: Number(rating) } : {}) }) as Testimonial;

/**
 * Adds a customer's testimonial to the store (`createMerchantTestimonial`; 'Something went wrong' when
 * refused) or edits one (`updateMerchantTestimonial`): who said it, their title or town, what they said,
 * a photo link and a rating from 1 to 5. What was typed stays on a failure.
 *
 * @example
 * <TestimonialForm onDone={close} />
 */
export function TestimonialForm({ testimonial, onDone }: TestimonialFormProps) {
  return testimonial ? (
    <EditTestimonialForm testimonial={testimonial} onDone={onDone} />
  ) : (
    <AddTestimonialForm onDone={onDone} />
  );
}

function AddTestimonialForm({ onDone }: { onDone(): void }) {
  const kit = useContractForm({
    operation: 'createMerchantTestimonial',
    mutation: useCreateMerchantTestimonial(),
    defaultValues: BLANK,
    toBody,
    onSuccess: onDone,
  });
  return (
    <ContractForm form={kit} aria-label="New testimonial" className="store-list__form">
      <TestimonialFields />
      <div className="store-list__wide">
        <SubmitButton busyLabel="Adding…">Add testimonial</SubmitButton>
      </div>
    </ContractForm>
  );
}

function EditTestimonialForm({ testimonial, onDone }: { testimonial: Testimonial; onDone(): void }) {
  const kit = useContractForm({
    operation: 'updateMerchantTestimonial',
    mutation: useUpdateMerchantTestimonial(),
    defaultValues: {
      name: testimonial.name,
      designation: testimonial.designation ?? '',
      message: testimonial.message,
      image: testimonial.image ?? '',
      rating: testimonial.rating ? String(testimonial.rating) : '',
    },
    toBody,
    init: { path: { id: testimonial.id } },
    resetOnSuccess: false,
    onSuccess: onDone,
  });
  return (
    <ContractForm
      form={kit}
      aria-label={`Edit the testimonial of ${testimonial.name}`}
      className="store-list__form"
    >
      <TestimonialFields />
      <div className="store-list__wide">
        <SubmitButton busyLabel="Saving…">Save testimonial</SubmitButton>
      </div>
    </ContractForm>
  );
}

function TestimonialFields() {
  return (
    <>
      <FormErrorSummary />
      <FormField name="name" label="Customer's name">
        <input type="text" autoComplete="off" />
      </FormField>
      <FormField name="designation" label="Title or town" hint="For example: Customer, Ikeja">
        <input type="text" autoComplete="off" />
      </FormField>
      <FormField name="rating" label="Rating">
        <select>
          <option value="">No rating</option>
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={String(n)}>
              {n} out of 5
            </option>
          ))}
        </select>
      </FormField>
      <FormField name="image" label="Photo link" hint="Optional, starting with https://">
        <input type="url" autoComplete="off" placeholder="https://" />
      </FormField>
      <div className="store-list__wide">
        <FormField name="message" label="What they said">
          <textarea rows={5} />
        </FormField>
      </div>
    </>
  );
}
