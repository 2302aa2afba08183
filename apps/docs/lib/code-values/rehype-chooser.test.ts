import { describe, expect, it } from 'vitest';
import { holdsFillableSample, rehypeCodeValuesChooser } from './rehype-chooser';

const paragraph = { type: 'element', tagName: 'p', children: [{ type: 'text', value: 'Intro' }] };
const plainCode = { type: 'element', tagName: 'pre', properties: {}, children: [] };
const fillableCode = {
  type: 'element',
  tagName: 'pre',
  properties: { dataCodeValues: 'true' },
  children: [],
};
type TestNode = { type: string; [key: string]: unknown };
const jsx = (name: string, attributes: Record<string, string> = {}, children: TestNode[] = []): TestNode => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: Object.entries(attributes).map(([key, value]) => ({
    type: 'mdxJsxAttribute',
    name: key,
    value,
  })),
  children,
});

function chooserIndex(children: TestNode[]): number {
  const tree = { type: 'root', children: [...children] };
  rehypeCodeValuesChooser()(tree as Parameters<ReturnType<typeof rehypeCodeValuesChooser>>[0]);
  return tree.children.findIndex((node) => (node as { name?: string }).name === 'CodeValuesChooser');
}

describe('where the chooser goes', () => {
  it('goes right before the first top-level block holding a fillable sample, once', () => {
    expect(chooserIndex([paragraph, plainCode, fillableCode, fillableCode])).toBe(2);
    // A sample inside tabs: the chooser goes above the tab group, not into a panel.
    expect(chooserIndex([paragraph, jsx('Tabs', {}, [jsx('TabPanel', {}, [fillableCode])])])).toBe(1);
  });

  it('counts example files with a token, the sign-in code and the translator, and nothing else', () => {
    expect(holdsFillableSample(jsx('ExampleFile', { path: 'quickstart-react/.env.local.example' }))).toBe(
      true,
    );
    expect(holdsFillableSample(jsx('ExampleFile', { path: 'quickstart-react/src/App.tsx' }))).toBe(false);
    expect(holdsFillableSample(jsx('SocialProviderSetup', { provider: 'github', step: 'sign-in' }))).toBe(
      true,
    );
    expect(holdsFillableSample(jsx('SocialProviderSetup', { provider: 'github', step: 'local' }))).toBe(
      false,
    );
    expect(holdsFillableSample(jsx('SqlToRest'))).toBe(true);
    expect(chooserIndex([paragraph, plainCode])).toBe(-1);
  });
});
