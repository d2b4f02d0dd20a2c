import { createContext } from 'react';

/** The request being rendered (entry.server.tsx provides it; undefined in the browser). */
export const RequestContext = createContext<Request | undefined>(undefined);
