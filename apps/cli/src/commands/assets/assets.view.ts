import type { Schemas } from '@atrium/api-client';
import type { Command } from 'commander';
import { area } from '../../command-module.js';
import { formatDate } from '../../format.js';
import type { Columns } from '../../output.js';

type Asset = Schemas['AssetDto'];
type Folder = Schemas['FolderDto'];

/** `atrium assets ...`, shared by every assets/*.command.ts (users of the asm module). */
export const assetsArea = (program: Command): Command =>
  area(program, 'assets', 'Digital assets: folders and files (users of the asm module)');

export const folderColumns: Columns<Folder> = [
  'id',
  { header: 'Folder', value: 'folder' },
  { header: 'Added', value: (f) => formatDate(f.createdAt) },
];

export const assetColumns: Columns<Asset> = [
  'id',
  'label',
  { header: 'File', value: 'source' },
  'access',
  { header: 'Bytes', value: 'size' },
  { header: 'Uploaded', value: (a) => formatDate(a.dateTime) },
];
