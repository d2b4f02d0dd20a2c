import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = {
  title: 'Not found',
  description: 'This page of the Marketplace shop does not exist (any more).',
};

export default function NotFound() {
  return (
    <main>
      <h1>Not found</h1>
      <p>
        No product or page here. <Link href="/">See the products</Link>
      </p>
    </main>
  );
}
