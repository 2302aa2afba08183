// These two textlint rules ship JavaScript without declarations; both default-export a rule module.
declare module 'textlint-rule-stop-words' {
  import type { TextlintRuleModule } from '@textlint/types';

  const rule: TextlintRuleModule;
  export default rule;
}

declare module 'textlint-rule-terminology' {
  import type { TextlintRuleModule } from '@textlint/types';

  const rule: TextlintRuleModule;
  export default rule;
}
