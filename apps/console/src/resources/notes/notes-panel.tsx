import { Box, Card } from '@mui/material';
import { TextField } from 'react-admin';
import { Datagrid } from '../../components/datagrid';
import type { components } from '@atrium/api-client';
import { ConfirmDeleteButton } from '../../components/confirm-delete-button';
import { UnixDateField } from '../../components/dates';
import { DetailsSection } from '../../components/details';
import { ResourceList } from '../../components/resource-list';
import { AddNoteButton } from './add-note-button';

export interface NoteRecipient {
  recipientType: components['schemas']['NoteDto']['recipientType'];
  recipientId: number;
}

interface NotesPanelProps extends NoteRecipient {
  title?: string;
  /** Only the notes (a customer's view of the lead it was): no Add note, no delete. */
  readOnly?: boolean;
}

/**
 * The notes of a details screen (an inventory item, a customer or a lead): newest first with who added
 * each and when, Add note, and delete after a confirmation. The API gates each call by the recipient's
 * module, so the panel needs nothing of the current project.
 */
export const NotesPanel = ({ recipientType, recipientId, title = 'notes.title', readOnly = false }: NotesPanelProps) => (
  <DetailsSection title={title}>
    {/* Outside the list: the list swaps its empty state for its rows after the first note, and the pop-up
        must stay open across that. */}
    {readOnly ? null : (
      <Box sx={{ mb: 1 }}>
        <AddNoteButton recipientType={recipientType} recipientId={recipientId} />
      </Box>
    )}
    <Card variant="outlined">
      <ResourceList resource="notes" embedded filter={{ recipientId, recipientType }}>
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="note" sx={{ whiteSpace: 'pre-wrap' }} />
          <TextField source="addedByName" emptyText="—" />
          <UnixDateField source="dateAdded" withTime />
          {readOnly ? null : <ConfirmDeleteButton resource="notes" successMessage="messages.deleted_successfully" />}
        </Datagrid>
      </ResourceList>
    </Card>
  </DetailsSection>
);
