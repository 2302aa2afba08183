import type { FormEvent, ReactNode } from 'react';

interface GeneratorFrameProps {
  id: string;
  slot: string;
  title: string;
  privacy: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's fields and its submit button. */
  children: ReactNode;
  /** What follows the form: the token output. */
  output: ReactNode;
}

/** The box both generators share: a titled section, the privacy line, the form, then the output. */
export function GeneratorFrame({
  id,
  slot,
  title,
  privacy,
  onSubmit,
  children,
  output,
}: GeneratorFrameProps) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="not-prose my-6 rounded-lg border border-border p-5"
      data-slot={slot}
    >
      <h3 id={`${id}-title`} className="text-base font-semibold">
        {title}
      </h3>
      <p className="mt-1 mb-4 text-sm text-muted-foreground">{privacy}</p>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        {children}
      </form>
      {output}
    </section>
  );
}
