// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiSettingsPlaceholder } from './api-settings-placeholder';
import { ErrorBoundary } from './error-boundary';

afterEach(cleanup);

const FALLBACK = "Couldn't display your API settings. You can get them from the dashboard.";
const props = { variable: 'url', headingLevel: 3, dashboardUrl: 'https://dash.example.test' } as const;

describe('<ApiSettingsPlaceholder>', () => {
  it('shows the heading and a loading value field named by it', () => {
    render(<ApiSettingsPlaceholder {...props} failed={false} />);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Project URL');
    const region = screen.getByRole('region', { name: 'Project URL' });
    expect(region.getAttribute('data-state')).toBe('loading');
    const field = screen.getByRole('textbox', { name: 'Project URL' });
    expect(field.getAttribute('placeholder')).toBe('Loading...');
  });

  it("reads exactly the spec's fallback sentence when the widget failed, linking to the dashboard", () => {
    render(<ApiSettingsPlaceholder {...props} variable="anonKey" failed />);
    expect(screen.getByRole('region', { name: 'Anon key' }).getAttribute('data-state')).toBe('failed');
    expect(screen.getByRole('alert').textContent).toBe(FALLBACK);
    expect(screen.getByRole('link', { name: 'dashboard' }).getAttribute('href')).toBe(
      'https://dash.example.test/project/_/settings/api',
    );
  });

  it('is what the error boundary shows when something inside throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('projectRef is required');
    }
    render(
      <ErrorBoundary fallback={<ApiSettingsPlaceholder {...props} failed />}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toBe(FALLBACK);
  });
});
