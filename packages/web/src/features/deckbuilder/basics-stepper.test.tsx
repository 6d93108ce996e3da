import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BasicsStepper } from './basics-stepper';

describe('basics stepper', () => {
  it('names its buttons with the right article for each basic', () => {
    const html = renderToStaticMarkup(<BasicsStepper basics={{ U: 2 }} onChange={() => {}} />);
    expect(html).toContain('aria-label="Remove an Island"');
    expect(html).toContain('aria-label="Add an Island"');
    expect(html).toContain('aria-label="Remove a Plains"');
    expect(html).toContain('aria-label="Add a Forest"');
    expect(html).not.toContain('a Island');
  });
});
