import PermMediaIcon from '@mui/icons-material/PermMedia';
import { lazyPage } from '../../routes/pages';
import { moduleScreen, menuEntry as e, type ModuleScreens } from '../module-screens';
import { moduleRoutes } from '../../routes/module-routes';

const FolderTiles = lazyPage(() => import('../../resources/asset-folders/folder-tiles'), 'FolderTiles');
const FolderList = lazyPage(() => import('../../resources/asset-folders/folder-list'), 'FolderList');
const FolderEdit = lazyPage(() => import('../../resources/asset-folders/folder-edit'), 'FolderEdit');
const AssetList = lazyPage(() => import('../../resources/assets/asset-list'), 'AssetList');
const AssetUpload = lazyPage(() => import('../../resources/assets/asset-upload'), 'AssetUpload');
const ManageTags = lazyPage(() => import('../../resources/assets/manage-tags'), 'ManageTags');

/** The digital assets module's screens (second spec document) and its group of the user's side menu. */
export const screens: ModuleScreens = {
  menu: { heading: 'menu.asm', module: 'asm', entries: [e(moduleRoutes.asm.assets, 'screens.modules.asm_assets', <PermMediaIcon />)] },
  screens: [
    moduleScreen(moduleRoutes.asm.assets, 'screens.modules.asm_assets', FolderTiles),
    moduleScreen(moduleRoutes.asm.folders, 'screens.modules.asm_folders', FolderList, moduleRoutes.asm.assets),
    moduleScreen(moduleRoutes.asm.editFolder, 'screens.modules.asm_edit_folder', FolderEdit, moduleRoutes.asm.assets),
    moduleScreen(moduleRoutes.asm.files, 'screens.modules.asm_files', AssetList, moduleRoutes.asm.assets),
    moduleScreen(moduleRoutes.asm.uploadAsset, 'screens.modules.asm_upload_asset', AssetUpload, moduleRoutes.asm.assets),
    moduleScreen(moduleRoutes.asm.manageTags, 'screens.modules.asm_manage_tags', ManageTags, moduleRoutes.asm.assets),
  ],
};
