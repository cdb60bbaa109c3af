/** The look of every text input and text area. */
export const inputClass =
  'h-11 w-full min-w-0 rounded-xl border border-rule bg-paper px-3.5 text-[0.98rem] text-ink shadow-[inset_0_1px_0_rgb(0_0_0/0.03)] placeholder:text-muted/80 focus:border-primary aria-[invalid=true]:border-oxblood dark:bg-sunken';
