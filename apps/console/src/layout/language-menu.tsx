import TranslateIcon from '@mui/icons-material/Translate';
import { Box, Button, Menu, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { readSession } from '../auth/session-storage';
import { LOCALES, rememberLocale, type Locale } from '../i18n/locale';

/**
 * The language switch of the app bar (English / Français): the choice is kept for the signed-in person
 * (i18n/locale.ts), and react-admin shows every screen again in that language.
 */
export const LanguageMenu = () => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const current = LOCALES.find((l) => l.locale === locale) ?? LOCALES[0];
  const choose = (next: Locale) => {
    setAnchor(null);
    rememberLocale(readSession(), next);
    if (next !== locale) setLocale(next);
  };
  return (
    <Box component="span" sx={{ flexShrink: 0 }}>
      <Button
        color="inherit"
        aria-label={`${translate('app.language')}: ${current.name}`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<TranslateIcon />}
        sx={narrow ? { minWidth: 0, '& .MuiButton-startIcon': { m: 0 } } : undefined}
      >
        {narrow ? null : <span lang={current.locale === 'fr' ? 'fr-CA' : 'en'}>{current.name}</span>}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LOCALES.map((l) => (
          <MenuItem
            key={l.locale}
            lang={l.locale === 'fr' ? 'fr-CA' : 'en'}
            selected={l.locale === locale}
            onClick={() => choose(l.locale)}
          >
            {l.name}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
};
