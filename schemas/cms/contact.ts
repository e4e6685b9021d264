import * as z from 'zod/mini';
import { optionalImageUrl } from '../image-url-fields';
import { jsonString, optionalText } from '../common';

/** Contact us heading block; `adress` is spelled as the CMS spells it. */
export const contactHeadSchema = z.looseObject({
  title: z.string(),
  subTitle: optionalText,
  company: optionalText,
  adress: optionalText,
  email: optionalText,
  btnText: optionalText,
});

/** One contact item: left image, title, description, right image. */
export const contactItemSchema = z.looseObject({
  leftImg: optionalImageUrl,
  title: z.string(),
  description: optionalText,
  rightImg: optionalImageUrl,
});

/** The `contactus` item of the contact page (page contents by page id), its contents parsed. */
export const contactSchema = z.looseObject({
  contactusCon: contactHeadSchema,
  contactUsBtList: z.pipe(z.nullish(z.array(contactItemSchema)), z.transform((v) => v ?? [])),
});
/** The same contents as they arrive: a JSON string. */
export const contactContentsSchema = jsonString(contactSchema);
/** Contact us content. */
export type ContactContent = z.infer<typeof contactContentsSchema>;

/** Model name of the contact item among the page's CMS items. */
export const CONTACT_MODEL = 'contactus';
