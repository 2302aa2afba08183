/** What one translation collects besides the statement: the assumptions shown to the reader. */
export class Context {
  private readonly notes: string[] = [];

  assume(sentence: string): void {
    if (!this.notes.includes(sentence)) this.notes.push(sentence);
  }

  get assumptions(): string[] {
    return [...this.notes];
  }
}
