import { useGetStoreTestimonials } from '@marketplace/react-hooks';
import { ThemedTestimonials } from '../../components/themed/ThemedTestimonials';

/**
 * What customers say about a store, as its merchant publishes them (`getStoreTestimonials`, the list the
 * merchant keeps on their Testimonials page), in the store's theme; nothing while loading or when there
 * are none.
 *
 * @example
 * <StoreTestimonials storeId={12} />
 */
export function StoreTestimonials({ storeId }: { storeId: number }) {
  const testimonials = useGetStoreTestimonials({ path: { id: storeId } });
  return (
    <ThemedTestimonials
      testimonials={(testimonials.data ?? []).map((t) => ({
        id: t.id,
        name: t.name,
        message: t.message,
        ...(t.designation ? { title: t.designation } : {}),
        ...(t.image ? { image: t.image } : {}),
      }))}
    />
  );
}
