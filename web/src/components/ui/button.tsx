import type { ButtonHTMLAttributes } from 'react';
import { cn } from '#src/lib/cn.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'quiet';
export type ButtonSize = 'sm' | 'md';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-medium whitespace-nowrap transition-colors select-none disabled:cursor-not-allowed disabled:opacity-55 cursor-pointer';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-on-primary hover:bg-primary-strong shadow-[0_1px_0_rgb(0_0_0/0.08)]',
  secondary: 'border border-rule bg-surface text-ink hover:border-primary hover:text-primary',
  ghost: 'text-ink hover:bg-sunken',
  quiet: 'text-primary underline-offset-4 hover:underline',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3.5 text-sm',
  md: 'h-11 px-5 text-[0.95rem]',
};

/** A button's shape and size without colours, for buttons coloured elsewhere. */
export function buttonShape(size: ButtonSize = 'md'): string {
  return cn(base, sizes[size]);
}

/** Class names for a button-looking element (buttons and links share them). */
export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra?: string,
): string {
  return cn(base, variants[variant], sizes[size], extra);
}

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  ...rest
}: Props) {
  return <button type={type} className={buttonClass(variant, size, className)} {...rest} />;
}
