'use client';

import type { ReactNode } from 'react';
import { Combobox } from '@/components/ui/combobox';
import type { ChooserOption } from '@/lib/code-values/chooser-options';
import { CHOOSER_MESSAGES } from '@/lib/code-values/messages';
import { ChooserFrame } from './chooser-frame';

export type ChooserControlsProps = {
  state: string;
  options: readonly ChooserOption[];
  value: string | undefined;
  onChange: (value: string) => void;
  loading?: boolean;
  aside?: ReactNode;
};

/** The loaded chooser: the widget's combobox (its labels and states) in the chooser's frame. */
export function ChooserControls({ state, options, value, onChange, loading, aside }: ChooserControlsProps) {
  return (
    <ChooserFrame
      state={state}
      control={
        <Combobox
          label={CHOOSER_MESSAGES.label}
          texts={CHOOSER_MESSAGES.select}
          options={options}
          value={value}
          onChange={onChange}
          loading={loading}
        />
      }
      aside={aside}
    />
  );
}
