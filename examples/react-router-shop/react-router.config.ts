import type { Config } from '@react-router/dev/config';

// Every page rendered on the server; the browser hydrates it.
export default { ssr: true } satisfies Config;
