import { toParagraphs, toSegments } from '@/lib/reference/text-segments';

function Segments({ text }: { text: string }) {
  return (
    <>
      {toSegments(text).map((segment, index) =>
        segment.kind === 'code' ? <code key={index}>{segment.text}</code> : segment.text,
      )}
    </>
  );
}

/** Prose from a reference's data: blank lines separate paragraphs, backticks mark inline code. */
export function ReferenceProse({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {toParagraphs(text).map((paragraph, index) => (
        <p key={index} className={className}>
          <Segments text={paragraph} />
        </p>
      ))}
    </>
  );
}

/** One line of prose without a paragraph wrapper, for table cells and list items. */
export function InlineProse({ text }: { text: string }) {
  return <Segments text={text.replace(/\s*\n\s*/g, ' ')} />;
}
