import { blockSchema, flag, mediaUrl, optionalMediaUrl, styleConfig, text } from './block-parts';

// Assumed fields: `videoUrl` (mp4), an optional `poster` image, an optional `title` (also the accessible
// name), `autoplay` and `loop` flags; the site mutes any autoplaying video, whatever the CMS says.

/** videoBlock: one video with poster. */
export const videoBlockSchema = blockSchema(
  {
    videoUrl: mediaUrl,
    poster: optionalMediaUrl,
    title: text,
    autoplay: flag(false),
    loop: flag(false),
    styleConfig,
  },
  'videoBlock: one video with poster',
);
