import { Breadcrumbs as MuiBreadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

export interface Crumb {
  label: string;
  /** Omitted for the current page, the last crumb. */
  href?: string;
}

/** Where the page sits (e.g. Home › Services › Technical SEO audit); the last crumb is the current page. */
export function Breadcrumbs({ label, crumbs }: { label: string; crumbs: Crumb[] }) {
  return (
    <MuiBreadcrumbs aria-label={label} sx={{ mb: 3 }}>
      {crumbs.map((crumb) =>
        crumb.href ? (
          <Link key={crumb.label} component={RouterLink} to={crumb.href} color="inherit">
            {crumb.label}
          </Link>
        ) : (
          <Typography key={crumb.label} color="text.primary" aria-current="page">
            {crumb.label}
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
}
