// A job's description as the Intro dialog shows it, without the API: the dialogs render it while they hydrate.
import { decodedSegment } from '../../engine/decoded';

/** jobContent arrives URL-encoded: decoded, or left as it is when it is not valid encoding (RichText sanitises either). */
export const decodeJobContent = (encoded: string): string => decodedSegment(encoded.replace(/\+/g, '%20')) ?? encoded;
