// Spec 1 §7 "Digital assets of a project" and spec 2 §7 "Content" and "Video", as the project's user.
import { beforeAll, describe, expect } from '@jest/globals';
import { CLIP, COVER, created, expectList, expectRecord, expectStatus, ids, multipart, num, str, type Caller } from './http.js';
import { specCall, specCall1 } from './registry.js';
import type { SpecWorld } from './world.js';

const PROJECT_ASSET = { id: num, label: str, source: str, type: str, project: num };
const SECTION = { id: num, name: str, label: str, code: str, project: num };
const CMS_GROUP = { id: num, name: str, sections: expect.any(Array), project: num };
const CATEGORY = { id: num, name: str, project: num };
const VIDEO = { id: num, title: str, source: str, poster: str, category: num };

export function contentCalls(w: () => SpecWorld): void {
  const user = (): Caller => w().user.call;
  const project = () => w().project.id;
  /**
   * A project asset to list and delete. The JSON call of the spec is tried first; the multipart upload the
   * API took before it is the fallback, so that the reads and the delete are tested either way.
   */
  const addProjectAsset = async (assetType: 'image' | 'video', label: string) => {
    const json = await user()('POST', '/cms/assets', { project: project(), assetType, label, source: `https://cdn.example/${label}` });
    if (json.status === 200) return created(json);
    const file: [Buffer, string, string] = assetType === 'image' ? [COVER, 'banner.png', 'image/png'] : [CLIP, 'intro.webm', 'video/webm'];
    return created(await user()('POST', '/cms/assets', multipart({ project: project(), label, assetType, file })));
  };
  const addSection = (name: string) =>
    user()('POST', '/cms/sections', { label: `${name} label`, code: `<p>${name}</p>`, name, project: project() }).then(created);
  const addCategory = (name: string) => user()('POST', '/bms/categories', { name, project: project() }).then(created);
  /** A video through the multipart upload with `project` (the fixture's way, whatever the spec's call answers). */
  const addVideo = (category: number, title: string) =>
    user()(
      'POST',
      '/bms/videos',
      multipart({
        project: project(),
        title,
        category,
        videoFile: [CLIP, 'clip.webm', 'video/webm'],
        coverFile: [COVER, 'cover.png', 'image/png'],
      }),
    ).then(created);

  let section: number;
  let group: number;
  let category: number;
  let video: number;
  beforeAll(async () => {
    await addProjectAsset('image', 'banner.png');
    await addProjectAsset('video', 'intro.webm');
    section = await addSection('hero');
    group = created(await user()('POST', '/cms/groups', { name: 'Home', sections: [section], project: project() }));
    category = await addCategory('Tours');
    video = await addVideo(category, 'Harbour tour');
  });

  describe('Digital assets of a project', () => {
    for (const type of ['image', 'video'])
      specCall('GET /cms/assets?project={id}&type={image|video}', `type=${type}`, async () => {
        expectList(await user()('GET', `/cms/assets?project=${project()}&type=${type}`), { ...PROJECT_ASSET, type, project: project() });
      });
    specCall1('POST /cms/assets {project, assetType, label, source}', async () => {
      const body = { project: project(), assetType: 'image', label: 'Site plan', source: 'https://cdn.example/site-plan.png' };
      expectRecord(await user()('POST', '/cms/assets', body), { ...PROJECT_ASSET, label: 'Site plan', type: 'image', project: project() });
    });
    specCall1('DELETE /cms/assets?id={id} (204)', async () => {
      const id = await addProjectAsset('image', 'doomed.png');
      expectStatus(await user()('DELETE', `/cms/assets?id=${id}`), 204);
    });
    specCall1('GET /cms/sections?project={id}', async () => {
      expect(ids(expectList(await user()('GET', `/cms/sections?project=${project()}`), SECTION))).toContain(section);
    });
  });

  describe('Content', () => {
    const sections = 'GET /cms/sections?project or ?id';
    specCall(sections, '?project', async () => {
      expect(ids(expectList(await user()('GET', `/cms/sections?project=${project()}`), SECTION))).toContain(section);
    });
    specCall(sections, '?id', async () => {
      expectRecord(await user()('GET', `/cms/sections?id=${section}`), { ...SECTION, id: section, name: 'hero' });
    });
    specCall1('POST /cms/sections {label, code, name, project}', async () => {
      const body = { label: 'Footer', code: '<footer>Hi</footer>', name: 'footer', project: project() };
      expectRecord(await user()('POST', '/cms/sections', body), { ...SECTION, ...body });
    });
    specCall1('PATCH /cms/sections {label, code, name, project, id}', async () => {
      const id = await addSection('banner');
      const body = { label: 'Banner, edited', code: '<div>edited</div>', name: 'banner', project: project(), id };
      expectStatus(await user()('PATCH', '/cms/sections', body), 204);
      expectRecord(await user()('GET', `/cms/sections?id=${id}`), { label: 'Banner, edited', code: '<div>edited</div>' });
    });
    specCall1('DELETE /cms/sections?id', async () => {
      const id = await addSection('doomed');
      expectStatus(await user()('DELETE', `/cms/sections?id=${id}`), 204);
    });
    const groups = 'GET /cms/groups?project or ?id';
    specCall(groups, '?project', async () => {
      expect(ids(expectList(await user()('GET', `/cms/groups?project=${project()}`), CMS_GROUP))).toContain(group);
    });
    specCall(groups, '?id', async () => {
      expectRecord(await user()('GET', `/cms/groups?id=${group}`), { ...CMS_GROUP, id: group, sections: [section] });
    });
    specCall1('POST /cms/groups {name, sections, project}', async () => {
      const body = { name: 'Landing', sections: [section], project: project() };
      expectRecord(await user()('POST', '/cms/groups', body), { ...CMS_GROUP, ...body });
    });
    specCall1('DELETE /cms/groups?id', async () => {
      const id = created(await user()('POST', '/cms/groups', { name: 'Doomed', sections: [], project: project() }));
      expectStatus(await user()('DELETE', `/cms/groups?id=${id}`), 204);
    });
  });

  describe('Video', () => {
    specCall1('GET /bms/videos?category', async () => {
      expect(ids(expectList(await user()('GET', `/bms/videos?category=${category}`), { ...VIDEO, category }))).toContain(video);
    });
    specCall1('GET /bms/videos/stats?id (likes, views)', async () => {
      expectRecord(await user()('GET', `/bms/videos/stats?id=${video}`), { likes: num, views: num });
    });
    specCall1('POST /bms/videos (multipart)', async () => {
      // The entity table: "Uploaded as multipart with videoFile, coverFile, title, category".
      const body = multipart({
        videoFile: [CLIP, 'clip.webm', 'video/webm'],
        coverFile: [COVER, 'cover.png', 'image/png'],
        title: 'Sunset',
        category,
      });
      expectRecord(await user()('POST', '/bms/videos', body), { ...VIDEO, title: 'Sunset', category });
    });
    specCall1('DELETE /bms/videos?id', async () => {
      const id = await addVideo(category, 'Doomed');
      expectStatus(await user()('DELETE', `/bms/videos?id=${id}`), 204);
    });
    const categories = 'GET /bms/categories?project or ?id';
    specCall(categories, '?project', async () => {
      expect(ids(expectList(await user()('GET', `/bms/categories?project=${project()}`), CATEGORY))).toContain(category);
    });
    specCall(categories, '?id', async () => {
      expectRecord(await user()('GET', `/bms/categories?id=${category}`), { ...CATEGORY, id: category, name: 'Tours' });
    });
    specCall1('POST /bms/categories {name, project}', async () => {
      expectRecord(await user()('POST', '/bms/categories', { name: 'Events', project: project() }), { ...CATEGORY, name: 'Events' });
    });
    specCall1('PATCH /bms/categories {name, id}', async () => {
      const id = await addCategory('Drafts');
      expectStatus(await user()('PATCH', '/bms/categories', { name: 'Drafts, renamed', id }), 204);
      expectRecord(await user()('GET', `/bms/categories?id=${id}`), { name: 'Drafts, renamed' });
    });
    specCall1('DELETE /bms/categories?id', async () => {
      const id = await addCategory('Doomed');
      expectStatus(await user()('DELETE', `/bms/categories?id=${id}`), 204);
    });
  });
}
