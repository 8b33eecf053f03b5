import { Card, CardContent, Stack } from '@mui/material';
import Skeleton from '@mui/material/Skeleton';

/** The shape of a service card while its data loads. */
export function ServiceCardSkeleton({ label }: { label: string }) {
  return (
    <Card role="status" aria-busy="true" aria-label={label}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 2 }}>
          <Skeleton variant="rounded" width={110} height={24} />
          <Skeleton variant="text" width={70} height={32} />
        </Stack>
        <Skeleton variant="text" width="80%" height={32} />
        <Skeleton variant="text" width="100%" />
        <Skeleton variant="text" width="90%" />
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Skeleton variant="rounded" width={90} height={30} />
          <Skeleton variant="rounded" width={90} height={30} />
        </Stack>
      </CardContent>
    </Card>
  );
}
