import { linkSchema, optionalDataEnvelope } from '../common';

/**
 * GET /ecommerce/open/v1/shortLink/getByCode?code=...: the CMS link object a short code stands for.
 * ASSUMED: the spec names /s/{code} but not its call; designed the way this backend family answers
 * (the `{success, errorCode, errorMessage, data}` envelope, the link object as data,
 * data null or success false for an unknown code).
 */
export const shortLinkResponseSchema = optionalDataEnvelope(linkSchema);
