import type { Rates } from '../../../shared/schemas/rates';
import { ESTIMATOR_FIELDS, RELEASE_FIELDS, valuesFromQuery } from './calculator-inputs';
import { ReleaseCalculator } from './release-calculator';
import { ValueEstimator } from './value-estimator';
import type { GoldFormDetails } from './anchors';

export interface CalculatorToolsProps {
  /** The page's query: a GET form's result, or a shared link to one. */
  search: string;
  rates: Rates | null;
  /** The server's clock when it rendered the page: what the rate's "as of" is judged against. */
  renderedAt: number | undefined;
  onSend?: (details: GoldFormDetails) => void;
}

/** The value estimator and the release calculator, below the gold lead form on /calculator. */
export function CalculatorTools({ search, rates, renderedAt, onSend }: CalculatorToolsProps) {
  const estimator = valuesFromQuery(search, ESTIMATOR_FIELDS);
  const release = valuesFromQuery(search, RELEASE_FIELDS);
  return (
    <>
      <ValueEstimator
        initialValues={estimator.values}
        sent={estimator.sent}
        carried={release.values}
        rates={rates}
        renderedAt={renderedAt}
        onSend={onSend}
      />
      <ReleaseCalculator
        initialValues={release.values}
        sent={release.sent}
        carried={estimator.values}
        rates={rates}
      />
    </>
  );
}
