import NoteAddIcon from '@mui/icons-material/NoteAdd';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Button } from '../../components/button';
import { useServerAction } from '../../components/use-server-action';
import type { NoteRecipient } from './notes-panel';

/** The API's bound on a note's text (CONTRACT §9: notes are long text). */
const MAX_NOTE = 10_000;

/**
 * Add note: a pop-up with the note's text. After a save it stays open, empty, saying 'Note added
 * successful! Close the pop up or add another note.' (spec 2 §8), so several notes go in one after another.
 */
export const AddNoteButton = ({ recipientType, recipientId }: NoteRecipient) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [added, setAdded] = useState(false);
  const { run, pending } = useServerAction('messages.note_added');
  const empty = note.trim() === '';
  const close = () => {
    setOpen(false);
    setAdded(false);
    setNote('');
  };
  const save = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (empty || pending) return;
    const done = await run((provider) => provider.create('notes', { data: { note, recipientType, recipientId } }));
    if (done) {
      setNote('');
      setAdded(true);
    }
  };
  return (
    <>
      <Button label="notes.add" onClick={() => setOpen(true)} variant="outlined">
        <NoteAddIcon />
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="add-note-title" fullWidth maxWidth="sm">
        <form onSubmit={save} noValidate>
          <DialogTitle id="add-note-title">{translate('notes.add')}</DialogTitle>
          <DialogContent>
            {added && (
              <Alert severity="success" role="status" sx={{ mb: 2 }}>
                {translate('messages.note_added')}
              </Alert>
            )}
            <TextField
              autoFocus
              fullWidth
              required
              multiline
              minRows={3}
              margin="dense"
              label={translate('resources.notes.fields.note')}
              value={note}
              onChange={(event) => {
                setNote(event.target.value);
                setAdded(false);
              }}
              // Ctrl+Enter (or Cmd+Enter) saves from the text box; Enter alone starts a new line.
              onKeyDown={(event) => {
                if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void save(event);
              }}
              slotProps={{ htmlInput: { maxLength: MAX_NOTE } }}
              helperText={translate('notes.help')}
            />
          </DialogContent>
          <DialogActions>
            <Button label="notes.close" onClick={close} />
            <Button label="ra.action.save" type="submit" disabled={empty || pending} variant="contained" />
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
};
