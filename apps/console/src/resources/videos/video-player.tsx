import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useRecordContextOf } from '../../data-provider/records';
import { Button } from '../../components/button';

/** The cover as a small picture, with its text alternative. */
export const PosterField = () => {
  const video = useRecordContextOf('videos');
  const translate = useTranslate();
  if (!video) return null;
  return (
    <Box
      component="img"
      src={video.poster}
      alt={translate('bms.cover_of', { title: video.title })}
      loading="lazy"
      sx={{ width: 64, height: 40, objectFit: 'cover', borderRadius: 0.5, display: 'block' }}
    />
  );
};

/**
 * Play: the video in a modal player. Its `source` is a signed link, so the <video> element streams it with
 * range requests and no header; the browser fetches only what it plays.
 */
export const PlayButton = () => {
  const video = useRecordContextOf('videos');
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  if (!video) return null;
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <span onClick={stop}>
      <Button label="actions.play" onClick={() => setOpen(true)}>
        <PlayArrowIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md" aria-labelledby={`video-${video.id}-title`}>
        <DialogTitle id={`video-${video.id}-title`}>{video.title}</DialogTitle>
        <DialogContent>
          {open && (
            <Box
              component="video"
              controls
              autoPlay
              preload="metadata"
              src={video.source}
              poster={video.poster}
              aria-label={translate('bms.player', { title: video.title })}
              sx={{ width: '100%', maxHeight: '70vh', bgcolor: 'black' }}
            />
          )}
        </DialogContent>
      </Dialog>
    </span>
  );
};
