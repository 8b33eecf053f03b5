import { Box } from '@mui/material';
import type { Language } from 'shared-i18n';

type Stripes = { direction: 'rows' | 'columns'; colors: string[] };

// Flags are pictures of countries, not theme colours: they are the one place colours are fixed.
const STRIPED: Partial<Record<Language, Stripes>> = {
  ua: { direction: 'rows', colors: ['#0057b7', '#ffd700'] },
  pl: { direction: 'rows', colors: ['#ffffff', '#dc143c'] },
  lt: { direction: 'rows', colors: ['#fdb913', '#006a44', '#c1272d'] },
  nl: { direction: 'rows', colors: ['#ae1c28', '#ffffff', '#21468b'] },
};

function StripedFlag({ direction, colors }: Stripes) {
  const size = 100 / colors.length;
  return (
    <>
      {colors.map((color, index) =>
        direction === 'rows' ? (
          <rect key={color} x="0" y={(index * 18 * size) / 100} width="27" height={(18 * size) / 100} fill={color} />
        ) : (
          <rect key={color} x={(index * 27 * size) / 100} y="0" width={(27 * size) / 100} height="18" fill={color} />
        ),
      )}
    </>
  );
}

function FlagShapes({ language }: { language: Language }) {
  const striped = STRIPED[language];
  if (striped) return <StripedFlag {...striped} />;
  switch (language) {
    case 'es':
      return (
        <>
          <rect width="27" height="18" fill="#aa151b" />
          <rect y="4.5" width="27" height="9" fill="#f1bf00" />
        </>
      );
    case 'cz':
      return (
        <>
          <rect width="27" height="9" fill="#ffffff" />
          <rect y="9" width="27" height="9" fill="#d7141a" />
          <path d="M0 0 13.5 9 0 18z" fill="#11457e" />
        </>
      );
    case 'en':
      return (
        <>
          <rect width="27" height="18" fill="#012169" />
          <path d="M0 0 27 18M27 0 0 18" stroke="#ffffff" strokeWidth="3.6" />
          <path d="M0 0 27 18M27 0 0 18" stroke="#c8102e" strokeWidth="1.2" />
          <path d="M13.5 0v18M0 9h27" stroke="#ffffff" strokeWidth="6" />
          <path d="M13.5 0v18M0 9h27" stroke="#c8102e" strokeWidth="3.6" />
        </>
      );
    default:
      return null;
  }
}

/** A small flag for a language; ru has none (spec 2), so nothing is drawn for it. */
export function LanguageFlag({ language }: { language: Language }) {
  if (language === 'ru') return null;
  return (
    <Box
      component="svg"
      viewBox="0 0 27 18"
      aria-hidden="true"
      data-flag={language}
      sx={{ width: 24, height: 16, borderRadius: 0.25, flexShrink: 0, display: 'block' }}
    >
      <FlagShapes language={language} />
    </Box>
  );
}
