import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Typography } from '@mui/material';
import type { Language } from 'shared-i18n';
import { ArrowDropDownIcon } from '../icons';
import { LanguageFlag } from './LanguageFlag';
import { onDemandPart } from '../on-demand/on-demand-part';

/** The list loads when a visitor first points at, reaches or opens the button: no page needs it to show. */
const loadLanguageMenu = () => import('./LanguageMenu');
const LanguageMenu = onDemandPart(() => loadLanguageMenu().then((module) => module.LanguageMenu));
/** Fetched ahead when the visitor points at or reaches the button; if that fails, opening fetches it again. */
const preloadLanguageMenu = () => void loadLanguageMenu().catch(() => undefined);

interface LanguageSelectorProps {
  value: Language;
  onChange: (language: Language) => void;
  /**
   * Accessible name of the menu, e.g. the translated 'Choose language'; the button's is it with the
   * code the button shows ('Choose language: EN'), so that the name holds the visible text (WCAG 2.5.3).
   */
  label: string;
}

/**
 * A menu button (WAI-ARIA's pattern): the current language's flag and code; it opens every interface
 * language by its own name, with a flag for all but ru.
 */
export function LanguageSelector({ value, onChange, label }: LanguageSelectorProps) {
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const openMenu = () => {
    setWanted(true);
    setOpen(true);
  };
  const openByArrow = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openMenu();
  };
  return (
    <>
      <Button
        ref={button}
        color="inherit"
        size="small"
        aria-label={`${label}: ${value.toUpperCase()}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={openMenu}
        onKeyDown={openByArrow}
        onPointerEnter={preloadLanguageMenu}
        onFocus={preloadLanguageMenu}
        startIcon={<LanguageFlag language={value} />}
        endIcon={<ArrowDropDownIcon />}
        sx={{
          // As narrow as the select it replaced: the header holds at 320 px with it.
          minWidth: 0,
          px: 0,
          '& .MuiButton-startIcon': { ml: 0, mr: 1 },
          '& .MuiButton-endIcon': { ml: 0, mr: 0 },
          // The arrow points up while the list is open, as a select's does.
          '& .MuiButton-endIcon > svg': { fontSize: 24, transform: open ? 'rotate(180deg)' : 'none' },
        }}
      >
        <Typography variant="body2" component="span" sx={{ textTransform: 'uppercase' }}>
          {value}
        </Typography>
      </Button>
      {wanted && (
        <LanguageMenu
          id={menuId}
          anchorEl={button.current}
          open={open}
          value={value}
          label={label}
          onClose={() => setOpen(false)}
          onChoose={(language) => {
            setOpen(false);
            if (language !== value) onChange(language);
          }}
        />
      )}
    </>
  );
}
