import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Stack } from '@mui/material';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../hooks/use-debounced';

/**
 * The row of filters above a list, each at least 180 px wide; on a phone one under the other. (`&&`:
 * the rule outweighs a field's own `min-width: 0`, whose style is written after the bar's.)
 */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, mb: 2, '&& > *': { minWidth: { xs: '100%', sm: 180 } } }}>
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

/** A choice among options, "no filter" (the empty value) shown by its own label like any other. */
export function SelectFilter({ label, value, options, anyLabel, onChange }: SelectFilterProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
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
  // Wide enough for the longest label, the invoices' search in Lithuanian (41 characters).
  return <TextField size="small" type="search" label={label} value={text} onChange={(event) => setText(event.target.value)} sx={{ width: { sm: 340 } }} />;
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
