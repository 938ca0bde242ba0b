import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failingToRender, startSite, type RunningSite } from '../helpers/start-site';

// A page whose render throws (a broken content module, say) gets the 500 page in the normal
// header and footer. The error's own text goes to the log only: it can name files and code.

const SECRET = 'ENOENT: /srv/purity/dist/content/about.json';

let site: RunningSite;
beforeAll(async () => {
  site = await startSite({}, { renderer: failingToRender('/about', new Error(SECRET)) });
});
afterAll(() => site?.close());

describe('a page that fails to render', () => {
  it('answers 500 with the error page inside the header and footer, never cached, without the error text', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await request(site.url).get('/about').expect(500);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-render-cache']).toBeUndefined();
      expect(res.text).toContain('Unexpected Application Error!');
      expect(res.text).toContain('500 Internal Server Error');
      expect(res.text).toMatch(/<nav[^>]*aria-label="Main"/);
      expect(res.text).toContain('<footer');
      expect(res.text).toContain('<meta name="robots" content="noindex"');
      expect(res.text).not.toContain('ENOENT');
      expect(res.text).not.toContain('/srv/purity');
    }
  });

  it('leaves the other pages as they were', async () => {
    const res = await request(site.url).get('/faq').expect(200);
    expect(res.text).not.toContain('Unexpected Application Error!');
  });
});
