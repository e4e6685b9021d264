import type { SiteSettings } from '../../../../schemas/cms/site-settings';
import { load, type Loaded } from '../../../api/load';
import { fetchSiteSettings } from '../../../api/site-settings';
import { apiOf, type RequestContext } from '../../../config/client';
import { env } from '../../../config/env';
import { keptCall } from '../kept-calls/kept-calls';

/** Site settings: phones, e-mail, fallback store, online stores (a failure is logged; callers fall back to nothing). */
export const loadSiteSettings = (context: RequestContext): Promise<Loaded<SiteSettings>> =>
  load('site settings', () => keptCall(context, 'site settings', () => fetchSiteSettings(apiOf(context), env.VITE_CONTENT_ID_SITE_SETTINGS)));
