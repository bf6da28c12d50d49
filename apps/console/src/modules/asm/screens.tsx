import PermMediaIcon from '@mui/icons-material/PermMedia';
import { lazyPage } from '../../routes/pages';
import { moduleScreen, menuEntry as e, type ModuleScreens } from '../module-screens';

const FolderTiles = lazyPage(() => import('../../resources/asset-folders/folder-tiles'), 'FolderTiles');
const FolderList = lazyPage(() => import('../../resources/asset-folders/folder-list'), 'FolderList');
const FolderEdit = lazyPage(() => import('../../resources/asset-folders/folder-edit'), 'FolderEdit');
const AssetList = lazyPage(() => import('../../resources/assets/asset-list'), 'AssetList');
const AssetUpload = lazyPage(() => import('../../resources/assets/asset-upload'), 'AssetUpload');
const ManageTags = lazyPage(() => import('../../resources/assets/manage-tags'), 'ManageTags');

/** The digital assets module's screens (second spec document) and its group of the user's side menu. */
export const screens: ModuleScreens = {
  menu: { heading: 'menu.asm', module: 'asm', entries: [e('/modules/asm/assets', 'screens.modules.asm_assets', <PermMediaIcon />)] },
  screens: [
    moduleScreen('/modules/asm/assets', 'screens.modules.asm_assets', FolderTiles),
    moduleScreen('/modules/asm/folders', 'screens.modules.asm_folders', FolderList, '/modules/asm/assets'),
    moduleScreen('/modules/asm/edit-folder/:id', 'screens.modules.asm_edit_folder', FolderEdit, '/modules/asm/assets'),
    moduleScreen('/modules/asm/files/:folder', 'screens.modules.asm_files', AssetList, '/modules/asm/assets'),
    moduleScreen('/modules/asm/upload-asset/:folder', 'screens.modules.asm_upload_asset', AssetUpload, '/modules/asm/assets'),
    moduleScreen('/modules/asm/manage-tags/:tagType/:typeId', 'screens.modules.asm_manage_tags', ManageTags, '/modules/asm/assets'),
  ],
};
