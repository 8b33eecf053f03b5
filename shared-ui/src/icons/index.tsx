import { createSvgIcon } from '@mui/material';

// The few icons the site needs, drawn here so no icon package is bundled into every app.
export const MenuIcon = createSvgIcon(<path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />, 'Menu');

export const CloseIcon = createSvgIcon(
  <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" />,
  'Close',
);

export const PhoneIcon = createSvgIcon(
  <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z" />,
  'Phone',
);

export const RetryIcon = createSvgIcon(
  <path d="M12 5V2L7 6l5 4V7a5 5 0 1 1-5 5H5a7 7 0 1 0 7-7z" />,
  'Retry',
);

export const CartIcon = createSvgIcon(
  <path d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM5.2 4H2V2h4.6l.9 2H21a1 1 0 0 1 .9 1.4l-3.4 6.6A2 2 0 0 1 16.7 13H8.5l-1.1 2H19v2H7a2 2 0 0 1-1.8-3l1.4-2.5L5.2 4z" />,
  'Cart',
);

export const ArrowDropDownIcon = createSvgIcon(<path d="m7 10 5 5 5-5z" />, 'ArrowDropDown');
