import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CalculatorTools } from '../../client/features/calculator-tools/calculator-tools';

// The calculators hydrate as a root of their own, outside the page's app state: the server's
// render time reaches them as a prop, as the rates do.
describe("the value estimator's rate line", () => {
  const rates = { gold: 7345, silver: 92.5, fetchedAt: Date.UTC(2026, 10, 25, 18, 20) };
  const rateLine = (renderedAt: number) => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<CalculatorTools search="" rates={rates} renderedAt={renderedAt} />);
    return container.querySelector('.calc-tool__rate')!.textContent;
  };

  it('gives the date of rates fetched on an earlier day in India', () => {
    expect(rateLine(Date.UTC(2026, 10, 25, 18, 25))).toContain('as of 23:50 IST');
    expect(rateLine(Date.UTC(2026, 10, 26, 3, 30))).toContain('as of 25 Nov, 23:50 IST');
  });
});
