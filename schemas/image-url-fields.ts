import * as z from 'zod/mini';
import { isImageUrl } from './image-url';

// The image rule as schema fields, for the schemas of content and answers.

/**
 * An optional image field of the frame's content (navigation, footer, contact, settings, products, stores):
 * '' when not set, and '' when the rule refuses it, so one bad picture costs only that picture. The content
 * validator reports every refused one (tools/cms-validate/checks/hostile.ts).
 */
export const optionalImageUrl = z.pipe(
  z.nullish(z.string()),
  z.transform((v) => (v !== undefined && v !== null && isImageUrl(v) ? v.trim() : '')),
);

/** A list of image URLs (or one comma-separated string); refused and blank entries are left out. */
export const imageUrlList = z.pipe(
  z.nullish(z.union([z.array(z.string()), z.string()])),
  z.transform((v) => (Array.isArray(v) ? v : (v ?? '').split(',')).map((s) => s.trim()).filter(isImageUrl)),
);
