// The one success rule of the API envelope, without zod: the code that renders a page applies it too.

/** Which answers count as successful: `success` alone, or success with errorCode '0' where the backend's call sends a code. */
export type SuccessRule = 'success' | 'success-and-code';

/** The one success rule of the API envelope (errorCode is already read as a string, so 0 and '0' agree). */
export function isOk(response: { success: boolean; errorCode: string | null }, rule: SuccessRule): boolean {
  return response.success && (rule === 'success' || response.errorCode === '0');
}
