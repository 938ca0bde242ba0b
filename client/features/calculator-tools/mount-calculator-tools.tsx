import { hydrateRoot, type Root } from 'react-dom/client';
import { CalculatorTools, type CalculatorToolsProps } from './calculator-tools';

/**
 * Hydrates the calculators the server rendered in `element` as a React root of their own, so
 * the page hydrates without their code and they hydrate when the visitor nears them.
 */
export function hydrateCalculatorTools(element: HTMLElement, props: CalculatorToolsProps): Root {
  return hydrateRoot(element, <CalculatorTools {...props} />);
}

export { CalculatorTools };
