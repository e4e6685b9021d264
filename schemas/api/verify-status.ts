// Apart from the answer's schema: the result view reads it while it renders, without zod.

/**
 * What a security-code query found (ASSUMED: the spec names the call only): 1 genuine, first check;
 * 2 genuine but checked before; 3 a code the maker never issued; 4 too many attempts on this code.
 */
export const VERIFY_STATUS = { genuine: 1, checkedBefore: 2, unknown: 3, tooMany: 4 } as const;
