import { asOfText, type FactSource } from '@/data/fact-source';

/** "Figures as of <date>." under a table of facts that change over time (plan limits, prices). */
export function FactAsOf({ source }: { source: FactSource }) {
  return (
    <p data-slot="fact-as-of" className="-mt-2 text-sm text-muted-foreground">
      {asOfText(source)}
    </p>
  );
}
