import { NotFound } from '#src/components/not-found.tsx';

export default function NotFoundPage() {
  return <NotFound />;
}
