import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Stack } from '@mui/material';
import { LANGUAGES, LANGUAGE_NAMES, htmlLangOf, type Language } from 'shared-i18n';
import { LanguageFlag } from './LanguageFlag';

export interface LanguageMenuProps {
  id: string;
  anchorEl: HTMLElement | null;
  open: boolean;
  value: Language;
  label: string;
  onClose: () => void;
  onChoose: (language: Language) => void;
}

/** The list of languages LanguageSelector opens: each by its own name, the current one checked. */
export function LanguageMenu({ id, anchorEl, open, value, label, onClose, onChoose }: LanguageMenuProps) {
  return (
    <Menu id={id} anchorEl={anchorEl} open={open} onClose={onClose} slotProps={{ list: { 'aria-label': label } }}>
      {LANGUAGES.map((lng) => (
        <MenuItem
          key={lng}
          role="menuitemradio"
          aria-checked={lng === value}
          selected={lng === value}
          lang={htmlLangOf(lng)}
          onClick={() => onChoose(lng)}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <LanguageFlag language={lng} />
            <span>{LANGUAGE_NAMES[lng]}</span>
          </Stack>
        </MenuItem>
      ))}
    </Menu>
  );
}
