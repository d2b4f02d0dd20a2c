/** How many marketplace products the home page shows: two rows of a wide screen's grid. */
export const MARKETPLACE_SHELF_SIZE = 10;
