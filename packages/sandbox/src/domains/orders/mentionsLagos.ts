/** Whether a state (or region) is Lagos. */
export const mentionsLagos = (state: string | undefined) => !!state && /lagos/i.test(state);
