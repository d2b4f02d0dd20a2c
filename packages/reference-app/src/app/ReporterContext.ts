import { createContext, useContext } from 'react';
import { consoleReporter, type ErrorReporter } from './errorReporter';

export const ReporterContext = createContext<ErrorReporter>(consoleReporter());

/**
 * The app's error reporter.
 *
 * @example
 * useReporter().captureException(error, { screen: 'checkout' });
 */
export function useReporter(): ErrorReporter {
  return useContext(ReporterContext);
}
