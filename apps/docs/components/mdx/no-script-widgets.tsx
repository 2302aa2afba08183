import { PASTE_ERROR_NO_SCRIPT } from '@platform/docs-core/errors/messages';
import type { ComponentProps } from 'react';
import { PasteErrorStandIn } from '@/components/errors/paste-error-field';
import { extensions } from '@/data/extensions';
import {
  AppleSecretGenerator as LazyAppleSecretGenerator,
  DocsDialog as LazyDocsDialog,
  ExtensionsList as LazyExtensionsList,
  HiddenField as LazyHiddenField,
  JwtGenerator as LazyJwtGenerator,
  PasteError as LazyPasteError,
  RealtimeLimitsEstimator as LazyRealtimeLimitsEstimator,
} from './lazy-widgets';
import { NoScript, NoScriptValue, needsJavaScript, withNoScript } from './no-script';

/*
 * The on-demand widgets as MDX uses them, each with what a reader with JavaScript off gets instead
 * (components/mdx/no-script.tsx): the value of a field, the content of a dialog, or a sentence.
 */

export function HiddenField(props: ComponentProps<typeof LazyHiddenField>) {
  return (
    <>
      <NoScriptValue label={props.label} value={props.value} masked />
      <LazyHiddenField {...props} />
    </>
  );
}

export function DocsDialog(props: ComponentProps<typeof LazyDocsDialog>) {
  return (
    <>
      <NoScript>
        <p className="font-semibold">{props.title}</p>
        {props.description && <p className="mt-1">{props.description}</p>}
        <div className="mt-2">{props.children}</div>
      </NoScript>
      <LazyDocsDialog {...props} />
    </>
  );
}

/**
 * Without scripts, the extensions as a plain list. It is also what the search index reads, so an extension
 * is found by its name although the widget draws the list only in the browser.
 */
export function ExtensionsList(props: ComponentProps<typeof LazyExtensionsList>) {
  return (
    <>
      <NoScript indexed>
        <p data-pagefind-ignore>{needsJavaScript('Searching and filtering the list')}</p>
        <ul className="mt-2 list-disc pl-5">
          {extensions.map((extension) => (
            <li key={extension.name}>
              <code>{extension.name}</code>: {extension.description}
            </li>
          ))}
        </ul>
      </NoScript>
      <LazyExtensionsList {...props} />
    </>
  );
}

export const RealtimeLimitsEstimator = withNoScript(
  LazyRealtimeLimitsEstimator,
  needsJavaScript('The Realtime limits estimator'),
);

export const JwtGenerator = withNoScript(LazyJwtGenerator, needsJavaScript('The JWT generator'));

export const AppleSecretGenerator = withNoScript(
  LazyAppleSecretGenerator,
  needsJavaScript('The Apple client secret generator'),
);

// Its stand-in holds the widget's place in the first paint, so the entries below it do not move.
export const PasteError = withNoScript(
  () => <LazyPasteError standIn={<PasteErrorStandIn />} />,
  needsJavaScript(PASTE_ERROR_NO_SCRIPT),
);
