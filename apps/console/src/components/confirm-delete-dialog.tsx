import { Confirm } from 'react-admin';

/** The spec's delete confirmation: 'Confirm Delete' / 'Are you sure you want to delete this?', Yes! / Nah!!. */
export const ConfirmDeleteDialog = (props: { isOpen: boolean; loading: boolean; onConfirm: () => void; onClose: () => void }) => (
  <Confirm {...props} title="confirm.delete_title" content="confirm.delete_content" confirm="confirm.yes" cancel="confirm.no" />
);
