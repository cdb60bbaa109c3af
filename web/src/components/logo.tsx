export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <path fill="var(--primary)" d="M16 2c5 7 10 12.5 10 18a10 10 0 0 1-20 0C6 14.5 11 9 16 2Z" />
      <path
        fill="var(--page)"
        opacity=".55"
        d="M11.5 19.5c0-2.6 1.4-5 3-7.2-.6 3-.4 5.6 1 8.2-1.2 1.6-4 1.4-4-1Z"
      />
    </svg>
  );
}
