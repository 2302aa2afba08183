import type { LinkedSentence as Sentence } from '@/lib/project-session/messages';

const LINK_CLASS = 'font-medium text-primary underline underline-offset-2';

/** A sentence from the messages with its linked words as a link; the text stays exactly the message's. */
export function LinkedSentence({ sentence, href }: { sentence: Sentence; href: string }) {
  const at = sentence.text.indexOf(sentence.link);
  return (
    <>
      {sentence.text.slice(0, at)}
      <a href={href} className={LINK_CLASS}>
        {sentence.link}
      </a>
      {sentence.text.slice(at + sentence.link.length)}
    </>
  );
}
