// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { purgeOrigins, readSettings } from '../../server/settings';

describe('PURGE_URL', () => {
  it('names the caches in front, comma-separated: each origin once, without its trailing slash; none when unset', () => {
    const read = readSettings({ PURGE_URL: 'http://127.0.0.1:8080/, http://10.0.0.2,http://127.0.0.1:8080' });
    expect(read.ok && purgeOrigins(read.settings.PURGE_URL)).toEqual(['http://127.0.0.1:8080', 'http://10.0.0.2']);
    const unset = readSettings({});
    expect(unset.ok && purgeOrigins(unset.settings.PURGE_URL)).toEqual([]);
  });

  it.each(['http://cache/path', 'cache.example:80', 'http://a,', 'http://a,,http://b', 'http://a?x=1'])('refuses %j, naming the setting', (given) => {
    const read = readSettings({ PURGE_URL: given });
    expect(read.ok).toBe(false);
    expect(read.ok ? [] : read.problems).toEqual([expect.stringMatching(/^PURGE_URL: the origins of the caches in front/)]);
  });
});
