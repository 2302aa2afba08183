/** Words after an entry's title in the text face (`after a write`): they tell two same-named entries apart. */
export function TitleNote({ text }: { text: string }) {
  return <span className="font-sans font-normal">{text}</span>;
}
