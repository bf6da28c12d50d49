import { describe, expect, it } from '@jest/globals';
import { InvalidInput, NotFound, type TenantScope } from '@atrium/kernel';
import { ProjectNotFound, type SessionClaims } from '@atrium/tenancy';
import { parentRecord } from './upload-parent.js';
import { findUploadProject, type UploadCaller } from './upload-project.js';

class FolderNotFound extends NotFound {
  constructor() {
    super('Folder', 'asm.folder_not_found');
  }
}

// Subscription 1 has projects 10 and 11; folder 5 is in 10, folder 6 in 11, folder 9 in another tenant's 20.
const folders = new Map([
  [5, 10],
  [6, 11],
  [9, 20],
]);
const looked: TenantScope[] = [];
const folderParent = parentRecord(
  'folder',
  {
    async get(id: number, scope: TenantScope) {
      looked.push(scope);
      const projectId = folders.get(id);
      if (projectId === undefined) return null;
      const sees =
        scope.kind === 'project'
          ? scope.projectId === projectId
          : scope.kind === 'users' && [10, 11].includes(projectId) && (scope.projectId ?? projectId) === projectId;
      return sees ? { projectId } : null;
    },
  },
  FolderNotFound,
);

const session: SessionClaims = { sid: 's', usertype: 'users', userId: 1, firstname: 'Uma', email: 'u@example.com' };
const user = (projectId?: number): TenantScope => ({ kind: 'users', userId: 1, subscriptionId: 1, projectId });
/** What ResolveScope answers for a project of subscription 1; another project is not found. */
const resolveScope = {
  async execute(_claims: SessionClaims, request: { projectId?: number } = {}) {
    if (![10, 11].includes(request.projectId!)) throw new ProjectNotFound();
    return user(request.projectId);
  },
};
const find = (caller: UploadCaller, fields: Record<string, string>, parent = true) =>
  findUploadProject(caller, fields, { module: 'asm', projectFrom: parent ? folderParent : undefined }, resolveScope);
const fieldsOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(InvalidInput);
  return (error as InvalidInput).errors?.map((e) => e.field);
};

describe('the project of an upload (CONTRACT §5)', () => {
  it('comes from the folder when the form names no project, looked up across the subscription', async () => {
    looked.length = 0;
    expect(await find({ scope: user(), session }, { folder: '6' })).toEqual({ scope: user(11), id: 11 });
    // Even with `?project=10` the folder is looked up subscription-wide, so that a mismatch is a 400, not a 404.
    await expect(fieldsOf(find({ scope: user(10), session, query: { project: '10' } }, { folder: '6' }))).resolves.toEqual(['project']);
    expect(looked).toEqual([user(), user()]);
  });

  it('takes a project given beside the folder when they agree, and refuses one that does not (400 on project)', async () => {
    expect(await find({ scope: user(10), session, query: { project: '10' } }, { folder: '5' })).toEqual({ scope: user(10), id: 10 });
    expect(await find({ scope: user(), session }, { folder: '6', project: '11' })).toEqual({ scope: user(11), id: 11 });
    await expect(fieldsOf(find({ scope: user(), session }, { folder: '5', project: '11' }))).resolves.toEqual(['project']);
    await expect(fieldsOf(find({ scope: user(10), session, query: { project: '10' } }, { project: '11' }, false))).resolves.toEqual([
      'project',
    ]);
  });

  it("answers the folder's 404 for an unknown folder or another tenant's, and 400 for a folder that is no id", async () => {
    for (const folder of ['9', '404', '99999999999'])
      await expect(find({ scope: user(), session }, { folder })).rejects.toBeInstanceOf(FolderNotFound);
    for (const folder of ['abc', '0', '-1', '1.5'])
      await expect(fieldsOf(find({ scope: user(), session }, { folder }))).resolves.toEqual(['folder']);
  });

  it('needs the folder, or a project where the route declares no parent', async () => {
    await expect(fieldsOf(find({ scope: user(), session }, {}))).resolves.toEqual(['folder']);
    await expect(fieldsOf(find({ scope: user(), session }, {}, false))).resolves.toEqual(['project']);
    expect(await find({ scope: user(), session }, { project: '10' }, false)).toEqual({ scope: user(10), id: 10 });
    await expect(find({ scope: user(), session }, { project: '20' }, false)).rejects.toBeInstanceOf(ProjectNotFound);
    await expect(find({ scope: user(), session }, { project: '99999999999' }, false)).rejects.toBeInstanceOf(ProjectNotFound);
    await expect(fieldsOf(find({ scope: user(), session }, { project: 'x' }, false))).resolves.toEqual(['project']);
  });

  it("keeps an API key to its project: the key's own, a folder of it, never another", async () => {
    const key: TenantScope = { kind: 'project', projectId: 10 };
    expect(await find({ scope: key }, {}, false)).toEqual({ scope: key, id: 10 });
    expect(await find({ scope: key }, { folder: '5' })).toEqual({ scope: key, id: 10 });
    await expect(find({ scope: key }, { folder: '6' })).rejects.toBeInstanceOf(FolderNotFound);
    await expect(fieldsOf(find({ scope: key }, { project: '11' }, false))).resolves.toEqual(['project']);
  });
});
