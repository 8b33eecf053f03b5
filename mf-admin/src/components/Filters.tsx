import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Stack } from '@mui/material';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../hooks/use-debounced';

/** The row of filters above a list; it wraps on narrow screens. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, mb: 2, '& > *': { minWidth: { xs: '100%', sm: 180 } } }}>
      {children}
    </Stack>
  );
}

interface SelectFilterProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** The label of "no filter". */
  anyLabel: string;
  onChange: (value: string) => void;
}

export function SelectFilter({ label, value, options, anyLabel, onChange }: SelectFilterProps) {
  return (
    <TextField select size="small" label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      <MenuItem value="">{anyLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * A search box whose text reaches the list (and the URL) once typing pauses; when the URL changes
 * under it (the back button), it shows the URL's text again.
 */
export function SearchFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const [text, setText] = useState(value);
  const settled = useDebounced(text);
  const sent = useRef(value);
  useEffect(() => {
    if (settled === sent.current) return;
    sent.current = settled;
    onChange(settled);
  }, [settled, onChange]);
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);
  return <TextField size="small" type="search" label={label} value={text} onChange={(event) => setText(event.target.value)} />;
}

/** The list's order: the first of `sorts` (keys of the `sort` texts) unless another is chosen. */
export function SortFilter({ sorts, value, onChange }: { sorts: readonly string[]; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('admin');
  const [first, ...others] = sorts;
  return (
    <SelectFilter
      label={t('filters.sort')}
      value={value}
      anyLabel={t(`sort.${first}`)}
      options={others.map((option) => ({ value: option, label: t(`sort.${option}`) }))}
      onChange={onChange}
    />
  );
}
